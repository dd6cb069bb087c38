package dev.sdkbench.examples.support.capture;

import dev.sdkbench.junit.ClientCall;

/**
 * The call a case handed to {@code sdk.measure}, checked after every call as sdkbench's call loop
 * checks it: a reply other than the recording's text throws, so a broken client cannot produce a
 * figure.
 *
 */
public final class CapturedCall {

    private final String name;
    private final ClientCall call;
    private final String expected;

    /**
     * @param name     {@code Class.method}, for messages
     * @param call     the case's call, unchanged
     * @param expected the recording's text ({@code "Hello."})
     */
    CapturedCall(String name, ClientCall call, String expected) {
        this.name = name;
        this.call = call;
        this.expected = expected;
    }

    /** {@code Class.method}. */
    public String name() {
        return name;
    }

    /** One call: the reply's text, after checking it. */
    public String call() throws Exception {
        String text = call.call();
        if (!expected.equals(text)) {
            throw new IllegalStateException(name + " returned " + quote(text) + " instead of " + quote(expected)
                    + "; check that the fixture at -D" + CaseCapture.BASE_URL_PROPERTY + " expects prompt \""
                    + CapturingSdkCase.PROMPT + "\" and max tokens " + CapturingSdkCase.MAX_TOKENS);
        }
        return text;
    }

    private static String quote(String text) {
        return text == null ? "null" : "\"" + text + "\"";
    }
}
