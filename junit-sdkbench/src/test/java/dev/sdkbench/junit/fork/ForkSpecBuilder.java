package dev.sdkbench.junit.fork;

import java.io.File;

import dev.sdkbench.junit.link.ForkSpec;

/**
 * Fork specs for tests, with the LM15 recording's defaults: {@code Say hello.} with 32 tokens and
 * any model, {@code Hello.} back with 3 input and 2 output tokens, 5 warmup and 20 timed calls, no
 * steady phase, unpinned, not streaming, no linger, no partner. Only what a test cares about is named.
 */
final class ForkSpecBuilder {

    private final String testClass;
    private final String method;
    private String baseUrl = "http://127.0.0.1:1";
    private boolean stream;
    private int warmup = 5;
    private int requests = 20;
    private ForkSpec.SteadyPhase steady;
    private String expectedCpus;
    private File resultFile = new File("unused");
    private ForkSpec.Partner partner;

    private ForkSpecBuilder(String testClass, String method) {
        this.testClass = testClass;
        this.method = method;
    }

    static ForkSpecBuilder of(String testClass, String method) {
        return new ForkSpecBuilder(testClass, method);
    }

    /** A builder holding what {@code spec} says of the case, the fixture, the counts, the phase, the CPUs and the result file. */
    static ForkSpecBuilder from(ForkSpec spec) {
        return new ForkSpecBuilder(spec.testClass(), spec.method()).baseUrl(spec.exchange().baseUrl())
                .stream(spec.exchange().stream()).early(spec.warmup(), spec.requests()).steady(spec.steady())
                .expectedCpus(spec.expectedCpus()).resultFile(spec.resultFile());
    }

    ForkSpecBuilder baseUrl(String value) {
        baseUrl = value;
        return this;
    }

    ForkSpecBuilder stream(boolean value) {
        stream = value;
        return this;
    }

    ForkSpecBuilder early(int warmupCalls, int timedCalls) {
        warmup = warmupCalls;
        requests = timedCalls;
        return this;
    }

    ForkSpecBuilder steady(ForkSpec.SteadyPhase value) {
        steady = value;
        return this;
    }

    ForkSpecBuilder expectedCpus(String value) {
        expectedCpus = value;
        return this;
    }

    ForkSpecBuilder resultFile(File value) {
        resultFile = value;
        return this;
    }

    ForkSpecBuilder partner(ForkSpec.Partner value) {
        partner = value;
        return this;
    }

    ForkSpec build() {
        return new ForkSpec(testClass, method, new ForkSpec.Exchange(baseUrl, "benchmark", "Say hello.", 32, null, stream, "Hello.", 3, 2),
                warmup, requests, steady, expectedCpus, resultFile, 0, partner);
    }
}
