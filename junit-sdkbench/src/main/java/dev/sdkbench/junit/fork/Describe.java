package dev.sdkbench.junit.fork;

/** Texts and throwables as they appear in failure messages: one readable line, bounded length. */
final class Describe {

    /** Characters of a returned text shown before it is cut. */
    static final int TEXT_LIMIT = 80;
    /** Characters of an exception message shown before it is cut. */
    static final int MESSAGE_LIMIT = 300;
    /** Stack frames shown under a failure's first line. */
    static final int FRAMES = 5;

    private Describe() {
    }

    /** {@code "Hello."}, {@code null}, or {@code "Hello wor…" (1234 chars)} for long texts; control characters escaped. */
    static String quote(String text) {
        if (text == null) {
            return "null";
        }
        if (text.length() <= TEXT_LIMIT) {
            return '"' + escape(text, true) + '"';
        }
        return '"' + escape(text.substring(0, TEXT_LIMIT), true) + "…\" (" + text.length() + " chars)";
    }

    /**
     * Where a long text first differs from the expected one when the quotes cut both before it ({@code "; they first differ
     * at character 10240: "…" against "…""}); empty when the quotes show it, or one is {@code null}.
     */
    static String firstDifference(String text, String expected) {
        if (text == null || expected == null) {
            return "";
        }
        int at = 0;
        int common = Math.min(text.length(), expected.length());
        while (at < common && text.charAt(at) == expected.charAt(at)) {
            at++;
        }
        if (at < TEXT_LIMIT) {
            return "";
        }
        int from = Math.max(0, at - 8);
        return "; they first differ at character " + at + ": " + quote(text.substring(from, Math.min(text.length(), at + 24)))
                + " against " + quote(expected.substring(from, Math.min(expected.length(), at + 24)));
    }

    /** {@code class: message} of a throwable and of its root cause, on one line. */
    static String headline(Throwable t) {
        StringBuilder line = new StringBuilder(classAndMessage(t));
        Throwable root = t;
        for (int depth = 0; root.getCause() != null && root.getCause() != root && depth < 20; depth++) {
            root = root.getCause();
        }
        if (root != t) {
            line.append("; caused by ").append(classAndMessage(root));
        }
        return line.toString();
    }

    /**
     * Up to {@link #FRAMES} frames, one {@code \n\tat …} each, of the throwable or, for pure
     * wrappers ({@code ExceptionInInitializerError} and the like), of what it wraps; frames of the
     * harness itself are left out, they are the same in every fork.
     */
    static String frames(Throwable t) {
        Throwable source = t;
        for (int depth = 0; isWrapper(source) && source.getCause() != null && depth < 20; depth++) {
            source = source.getCause();
        }
        StackTraceElement[] stack = source.getStackTrace();
        int end = 0;
        while (end < stack.length && !isHarness(stack[end])) {
            end++;
        }
        // The reflective call into the case is the harness's too, not the case's.
        while (end > 0 && end < stack.length && isReflection(stack[end - 1])) {
            end--;
        }
        StringBuilder frames = new StringBuilder();
        int shown = 0;
        int left = 0;
        for (int i = 0; i < end; i++) {
            StackTraceElement frame = stack[i];
            if (shown < FRAMES) {
                frames.append("\n\tat ").append(frame);
                shown++;
            } else {
                left++;
            }
        }
        if (left > 0) {
            frames.append("\n\t... ").append(left).append(" more");
        }
        return frames.toString();
    }

    private static boolean isWrapper(Throwable t) {
        return t instanceof ExceptionInInitializerError || t instanceof java.lang.reflect.InvocationTargetException
                || t instanceof java.lang.reflect.UndeclaredThrowableException;
    }

    /** A frame of the classes that call into the case; everything below them is the same in every fork. */
    private static boolean isHarness(StackTraceElement frame) {
        String name = frame.getClassName();
        return name.equals(CallLoop.class.getName()) || name.equals(CaseMethod.class.getName())
                || name.equals(ForkSdkCase.class.getName()) || name.equals(ForkMain.class.getName());
    }

    private static boolean isReflection(StackTraceElement frame) {
        String name = frame.getClassName();
        return name.startsWith("jdk.internal.reflect.") || name.startsWith("java.lang.reflect.");
    }

    private static String classAndMessage(Throwable t) {
        String message = t.getMessage();
        if (message == null) {
            return t.getClass().getName();
        }
        String shown = message.length() <= MESSAGE_LIMIT ? message : message.substring(0, MESSAGE_LIMIT) + "…";
        return t.getClass().getName() + ": " + escape(shown, false);
    }

    /** Control characters as Java escapes, so the text stays on one line; quotes and backslashes too when {@code quoted}. */
    private static String escape(String text, boolean quoted) {
        StringBuilder out = new StringBuilder(text.length() + 8);
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            switch (c) {
                case '"' -> out.append(quoted ? "\\\"" : "\"");
                case '\\' -> out.append(quoted ? "\\\\" : "\\");
                case '\n' -> out.append("\\n");
                case '\r' -> out.append("\\r");
                case '\t' -> out.append("\\t");
                default -> {
                    if (c < 0x20 || c == 0x7f) {
                        out.append(String.format("\\u%04x", (int) c));
                    } else {
                        out.append(c);
                    }
                }
            }
        }
        return out.toString();
    }
}
