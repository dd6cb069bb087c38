package dev.sdkbench.junit.fork;

import java.io.File;
import dev.sdkbench.junit.plan.CpuList;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import dev.sdkbench.junit.fork.cases.InProcessCases;
import dev.sdkbench.junit.link.ForkResult;
import dev.sdkbench.junit.link.ForkResult.Outcome;
import dev.sdkbench.junit.link.ForkSpec;
import dev.sdkbench.junit.link.ForkSpec.SteadyPhase;
import dev.sdkbench.results.model.CaseSettings.Steady;

/**
 * {@link ForkMain#run} inside the test JVM, with cases that need no fixture: the harness's rules
 * (counting, phases, settling, which failure wins, how setup mistakes read) without a fork's cost.
 */
class ForkRunTest {

    private static final String CASES = InProcessCases.class.getName();

    private final ByteArrayOutputStream stdout = new ByteArrayOutputStream();

    @BeforeEach
    void resetCalls() {
        InProcessCases.calls = 0;
    }

    @Test
    void everyPlannedCallIsMadeAndTheFirstResponseIsAnnouncedOnce() {
        ForkResult result = run(spec(CASES, "hello", new SteadyPhase(new Steady(1, 20, 3, 1e9, 60_000, 2), 1e9)));

        assertThat(result.outcome()).as(result.failure()).isEqualTo(Outcome.OK);
        assertThat(result.early().warmupCalls()).isEqualTo(5);
        assertThat(result.steady().warmupMillis()).as("settles after exactly three iterations with a huge tolerance")
                .isBetween(60L, 1_000L);
        assertThat(result.steady().settled()).isTrue();
        assertThat(result.steady().unsettled()).isNull();
        assertThat(result.steady().iterationMicros()).hasSize(2).allSatisfy(micros -> assertThat(micros).isPositive());
        assertThat(result.calls()).isEqualTo(5 + 20 + result.steady().warmupCalls() + result.steady().requests())
                .isEqualTo(InProcessCases.calls);
        assertThat(stdout.toString(StandardCharsets.UTF_8)).isEqualTo(FirstResponse.MARKER + System.lineSeparator());
        assertThat(result.firstResponse().uptimeMillis()).isPositive()
                .isLessThan(ManagementFactory.getRuntimeMXBean().getUptime());
    }

    @Test
    void aStartUpForkBesideAPartnerTimesBothEarlyBlocksCallByCall() {
        ForkSpec spec = ForkSpecBuilder.of(CASES, "hello").early(5, 40)
                .partner(new ForkSpec.Partner(CASES, "helloAfterSpin", 1)).build();

        ForkResult result = run(spec);

        assertThat(result.outcome()).as(result.failure()).isEqualTo(Outcome.OK);
        assertThat(result.calls()).as("each side's 5 warmup and 40 timed calls").isEqualTo(2 * (5 + 40))
                .isEqualTo(InProcessCases.calls);
        assertThat(result.early().requests()).isEqualTo(40);
        assertThat(result.partnerEarly().requests()).isEqualTo(40);
        assertThat(result.partnerEarly().meanMicros()).as("the partner's busy wait of 200 µs a call counts in its block, not the case's")
                .isGreaterThan(result.early().meanMicros() + 150);
        assertThat(result.partnerEarly().compileMillis()).as("the JIT's time is the block's, both sides' together")
                .isEqualTo(result.early().compileMillis());
        assertThat(result.steady()).isNull();
        assertThat(result.referenceSteady()).isNull();
        assertThat(stdout.toString(StandardCharsets.UTF_8)).as("the first response is the case's, announced once")
                .isEqualTo(FirstResponse.MARKER + System.lineSeparator());
    }

    @Test
    void timedLoopAllocatesNothingOfItsOwn() {
        ForkSpec spec = ForkSpecBuilder.of(CASES, "hello").early(1000, 5000).build();

        ForkResult result = run(spec);

        // The case allocates nothing either; what is left is other threads of this test JVM, spread over 5000 calls.
        assertThat(result.early().allocBytesPerRequest()).isBetween(0.0, 8.0);
    }

    @Test
    void steadyWarmupWithNoTimeLeftRunsOneIterationAndSaysItDidNotSettle() {
        ForkResult result = run(spec(CASES, "hello", new SteadyPhase(new Steady(1, 20, 3, 1e9, 0, 2), 1e9)));

        assertThat(result.steady().warmupMillis()).isBetween(20L, 1_000L);
        assertThat(result.steady().settled()).isFalse();
        assertThat(result.steady().unsettled()).isEqualTo("not settled in 0 s of warmup: fewer than 3 warmup iterations");
        assertThat(result.outcome()).isEqualTo(Outcome.OK);
    }

    @Test
    void wrongTextInTheSteadyWarmupIsQuotedAndCut() {
        ForkResult result = run(spec(CASES, "driftsOnCall36", new SteadyPhase(new Steady(1, 50, 3, 1e9, 60_000, 2), 1e9)));

        assertThat(result.outcome()).isEqualTo(Outcome.WRONG_TEXT);
        assertThat(result.failure()).isEqualTo("call 36 (steady warmup) returned \"" + "Hello. ".repeat(40).substring(0, 80)
                + "…\" (280 chars) but expected \"Hello.\"");
        assertThat(result.calls()).isEqualTo(36);
        assertThat(result.early()).isNotNull();
        assertThat(result.steady()).isNull();
    }

    @Test
    void nullTextIsWrongText() {
        ForkResult result = run(spec(CASES, "returnsNull", null));

        assertThat(result.failure()).isEqualTo("call 1 (warmup) returned null but expected \"Hello.\"");
        assertThat(result.firstResponse().uptimeMillis()).isEqualTo(-1);
        assertThat(stdout.size()).isZero();
    }

    @Test
    void measureWithNullIsNoCall() {
        ForkResult result = run(spec(CASES, "measuresNull", null));

        assertThat(result.outcome()).isEqualTo(Outcome.NO_CALL);
        assertThat(result.failure()).startsWith("sdk.measure(null) was called; pass the client call");
    }

    @Test
    void exceptionAfterMeasureIsSetupFailedAndKeepsTheMeasurement() {
        ForkResult result = run(spec(CASES, "throwsAfterMeasure", null));

        assertThat(result.outcome()).isEqualTo(Outcome.SETUP_FAILED);
        assertThat(result.failure()).startsWith("InProcessCases.throwsAfterMeasure(SdkCase), after sdk.measure(...) returned, "
                + "threw java.lang.IllegalStateException: close failed\n\tat ");
        assertThat(result.early()).isNotNull();
        assertThat(result.calls()).isEqualTo(25);
    }

    @Test
    void failingStaticInitialiserIsSetupFailedNamingTheRootCause() {
        ForkResult result = run(spec(CASES + "$BrokenStatics", "hello", null));

        assertThat(result.outcome()).isEqualTo(Outcome.SETUP_FAILED);
        assertThat(result.failure()).startsWith("new InProcessCases$BrokenStatics() threw java.lang.ExceptionInInitializerError; "
                + "caused by java.lang.NumberFormatException: For input string: \"not a number\"\n\tat ")
                .as("the frames are the initialiser's, not the harness's")
                .contains("\tat dev.sdkbench.junit.fork.cases.InProcessCases$BrokenStatics.<clinit>(")
                .doesNotContain("CaseMethod");
    }

    @Test
    void setupMistakesSayWhatToChange() {
        assertThat(run(spec("dev.sdkbench.Missing", "hello", null)).failure())
                .startsWith("benchmark class dev.sdkbench.Missing could not be loaded in the fork (java.lang.ClassNotFoundException");
        assertThat(run(spec(CASES, "nope", null)).failure()).isEqualTo(CASES + " has no method void nope(SdkCase); "
                + "check the case name (it is the method's name, taking one SdkCase and returning void)");
        assertThat(run(spec(CASES, "takesAString", null)).failure()).isEqualTo(CASES + " has no method void takesAString(SdkCase); "
                + "found void takesAString(String): take exactly one SdkCase parameter and return void");
        assertThat(run(spec(CASES, "isStatic", null)).failure()).isEqualTo(CASES + " has no method void isStatic(SdkCase) "
                + "that is not static; make isStatic an instance method");
        assertThat(run(spec(CASES + "$Inner", "hello", null)).failure()).isEqualTo(CASES + "$Inner has no no-arg constructor, "
                + "which a fork needs to make an instance; it is an inner (@Nested) class: make it a static nested or top-level class");
        assertThat(run(spec(CASES + "$Abstract", "hello", null)).failure())
                .isEqualTo(CASES + "$Abstract is abstract; name a concrete benchmark class");
        assertThat(InProcessCases.calls).isZero();
    }

    @Test
    void unpinnedForkReportsItsThreadsAndPinnedCheckUsesCpuSets() {
        ForkResult unpinned = run(spec(CASES, "hello", null));
        String everyCpu = unpinned.jvm().threadAffinity().keySet().iterator().next();

        assertThat(unpinned.jvm().threadAffinity()).isNotEmpty();
        ForkSpec pinned = ForkSpecBuilder.of(CASES, "hello")
                .expectedCpus(everyCpu.replace("-", ",").equals(everyCpu) ? everyCpu : expand(everyCpu)).build();
        assertThat(run(pinned).outcome()).as("the same set written differently").isEqualTo(Outcome.OK);
    }

    @Test
    void aSpecWhosePartsDoNotFitIsRejectedBeforeAnyCall() {
        ForkSpec spec = new ForkSpec(CASES, "hello", spec(CASES, "hello", null).exchange(), 5, 20, null, " ",
                new File("unused"), 0, new ForkSpec.Partner(CASES, "hello", 42));

        assertThat(org.assertj.core.api.Assertions.catchThrowable(() -> ForkMain.validate(spec))).hasMessage("expectedCpus is empty");
    }

    /** "0-3" as "0,1,2,3". */
    private static String expand(String list) {
        StringBuilder out = new StringBuilder();
        CpuList.parse(list).cpus().forEach(cpu -> out.append(out.length() == 0 ? "" : ",").append(cpu));
        return out.toString();
    }

    private ForkResult run(ForkSpec spec) {
        return ForkMain.run(spec, new PrintStream(stdout, true, StandardCharsets.UTF_8));
    }

    private static ForkSpec spec(String testClass, String method, SteadyPhase steady) {
        return ForkSpecBuilder.of(testClass, method).steady(steady).build();
    }
}
