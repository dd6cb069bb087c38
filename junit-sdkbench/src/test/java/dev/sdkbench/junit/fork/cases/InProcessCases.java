package dev.sdkbench.junit.fork.cases;

import dev.sdkbench.junit.SdkCase;

/**
 * Cases that need no fixture and no fork: the harness runs them in the test JVM to check its
 * rules quickly. The reply is made up; {@link #calls} counts what the harness asked for.
 */
public class InProcessCases {

    public static int calls;

    private InProcessCases() {
        // a private constructor must do: JUnit allows it
    }

    void hello(SdkCase sdk) {
        sdk.measure(() -> {
            calls++;
            return "Hello.";
        });
    }

    /** {@link #hello}, with a busy wait of 200 µs in every call: a build that costs more per call. */
    void helloAfterSpin(SdkCase sdk) {
        sdk.measure(() -> {
            calls++;
            long end = System.nanoTime() + 200_000;
            while (System.nanoTime() < end) {
                Thread.onSpinWait();
            }
            return "Hello.";
        });
    }

    /** Answers "Hello." until call 36 (counting over the whole fork), then a long wrong text. */
    void driftsOnCall36(SdkCase sdk) {
        sdk.measure(() -> ++calls >= 36 ? "Hello. ".repeat(40) : "Hello.");
    }

    void returnsNull(SdkCase sdk) {
        sdk.measure(() -> {
            calls++;
            return null;
        });
    }

    void measuresNull(SdkCase sdk) {
        sdk.measure(null);
    }

    void throwsAfterMeasure(SdkCase sdk) {
        hello(sdk);
        throw new IllegalStateException("close failed");
    }

    void takesAString(String notAnSdkCase) {
    }

    static void isStatic(SdkCase sdk) {
    }

    /** Fails in its static initialiser, when the harness makes an instance. */
    static class BrokenStatics {
        static final int VALUE = Integer.parseInt("not a number");

        void hello(SdkCase sdk) {
            sdk.measure(() -> "Hello." + VALUE);
        }
    }

    /** An inner class: no instance without an outer one. */
    class Inner {
        void hello(SdkCase sdk) {
            sdk.measure(() -> "Hello.");
        }
    }

    abstract static class Abstract {
        void hello(SdkCase sdk) {
        }
    }
}
