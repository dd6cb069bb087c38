import java.lang.reflect.Method;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * One JVM's early block, LM15's 20 + 200 calls, of one or two builds of the gate trials' toy SDK against the fixture,
 * outside the engine: a second harness, so its figures do not inherit the engine's mistakes.
 *
 * <p>Usage: {@code java EarlyDuet <baseUrl> <mode> <jarA> <jarB> <jackson-core jar>}, mode one of {@code a}
 * (A alone), {@code b} (B alone), {@code ab} (both, A built first) or {@code ba} (both, B built first). Each build gets
 * a class loader of its own over its jar and its own jackson-core, so the two share only the JDK. With both, every
 * call of A is followed or preceded by one of B, the order turning call by call, so that whatever the JIT and the
 * machine do during the block falls on both alike. Prints {@code mode µsA µsB} (0 for a side not run).
 */
public final class EarlyDuet {

    private static final int WARMUP = 20;
    private static final int TIMED = 200;

    private EarlyDuet() {
    }

    /** A build's client and its call. */
    private record Side(Object client, Method chat) {

        static Side of(String jar, String jackson, String baseUrl) throws ReflectiveOperationException, java.io.IOException {
            URLClassLoader loader = new URLClassLoader(new URL[] {Path.of(jar).toUri().toURL(), Path.of(jackson).toUri().toURL()},
                    ClassLoader.getPlatformClassLoader());
            Class<?> type = loader.loadClass("com.example.toy.ToyChatClient");
            Object client = type.getConstructor(String.class, String.class).newInstance(baseUrl, "dummy-key");
            return new Side(client, type.getMethod("chat", String.class, String.class, int.class));
        }

        long call() throws ReflectiveOperationException {
            long start = System.nanoTime();
            Object reply = chat.invoke(client, "gpt-4.1-mini", "Say hello.", 32);
            long nanos = System.nanoTime() - start;
            if (!"Hello.".equals(reply)) {
                throw new IllegalStateException("the fixture answered " + reply + ", not Hello.");
            }
            return nanos;
        }
    }

    public static void main(String[] args) throws Exception {
        String mode = args[1];
        List<Side> sides = new ArrayList<>();   // in the order built
        Side a = null;
        Side b = null;
        for (char c : mode.toCharArray()) {
            Side side = Side.of(c == 'a' ? args[2] : args[3], args[4], args[0]);
            sides.add(side);
            if (c == 'a') {
                a = side;
            } else {
                b = side;
            }
        }
        for (int i = 0; i < WARMUP; i++) {
            for (Side side : sides) {
                side.call();
            }
        }
        long[] total = new long[2];
        for (int i = 0; i < TIMED; i++) {
            for (int k = 0; k < sides.size(); k++) {
                Side side = sides.get((i + k) % sides.size());
                total[side == a ? 0 : 1] += side.call();
            }
        }
        System.out.printf("%s %.1f %.1f%n", mode, total[0] / (TIMED * 1e3), total[1] / (TIMED * 1e3));
    }
}
