package dev.sdkbench.junit.fork;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.HdrHistogram.Histogram;
import dev.sdkbench.junit.link.ForkSpec;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import dev.sdkbench.results.model.CaseSettings.Steady;

/** The small decisions behind failure messages and numbers: quoting, CPU sets, affinity, settling, encoding. */
class MessagesTest {

    @TempDir
    Path dir;

    @Test
    void textsAreQuotedEscapedAndCut() {
        assertThat(Describe.quote(null)).isEqualTo("null");
        assertThat(Describe.quote("Hello.")).isEqualTo("\"Hello.\"");
        assertThat(Describe.quote("say \"hi\"\n\tnow\u0001")).isEqualTo("\"say \\\"hi\\\"\\n\\tnow\\u0001\"");
        assertThat(Describe.quote("x".repeat(81))).isEqualTo("\"" + "x".repeat(80) + "…\" (81 chars)");
    }

    @Test
    void aLongReplyThatDiffersIsNamedWithWhereItFirstDiffers() {
        String expected = "alpha ".repeat(2000);
        String cut = expected.substring(0, 10_002) + "bravo" + expected.substring(10_007, 11_000);

        assertThat(CaseFailure.wrongText(3, CaseFailure.Phase.STEADY_TIMED, cut, expected).message())
                .contains("(11000 chars) but expected", "(12000 chars)")
                .endsWith("; they first differ at character 10002: \"a alpha bravo alpha alpha alpha \" against"
                        + " \"a alpha alpha alpha alpha alpha \"");
        assertThat(Describe.firstDifference("Hello", "Hello.")).isEmpty();
    }

    @Test
    void throwablesReadAsOneHeadlineWithTheRootCauseThenFrames() {
        Exception e = new IllegalStateException("outer", new IOException("root\nline two"));

        assertThat(Describe.headline(e)).isEqualTo("java.lang.IllegalStateException: outer; caused by java.io.IOException: root\\nline two");
        assertThat(Describe.headline(new NullPointerException())).isEqualTo("java.lang.NullPointerException");
        assertThat(Describe.frames(e)).startsWith("\n\tat dev.sdkbench.junit.fork.MessagesTest.").contains("\n\t... ");
        assertThat(Describe.frames(e).lines().filter(l -> l.startsWith("\tat "))).hasSize(Describe.FRAMES);
    }

    @Test
    void cpuListsAreNamedInMessagesByCount() {
        assertThat(ThreadAffinity.describe("1")).isEqualTo("cpu 1");
        assertThat(ThreadAffinity.describe("0-1")).isEqualTo("cpus 0-1");
        assertThat(ThreadAffinity.describe("garbage")).isEqualTo("cpus garbage");
    }

    @Test
    void affinityProblemListsEveryCpuListWithItsThreads() {
        Map<String, Integer> counts = new LinkedHashMap<>();
        counts.put("1", 14);
        counts.put("0-1", 2);
        Map<String, List<String>> names = new LinkedHashMap<>();
        names.put("1", List.of("java", "GC Thread#0"));
        names.put("0-1", List.of("OkHttp Dispatch", "pool-1-thread-1"));
        ThreadAffinity affinity = new ThreadAffinity(counts, names);

        assertThat(affinity.problem("1")).isEqualTo(
                "2 threads on cpus 0-1 (OkHttp Dispatch, pool-1-thread-1), 14 on cpu 1; every thread must be on cpu 1");
        assertThat(affinity.problem("0,1")).isEqualTo(
                "14 threads on cpu 1 (java, GC Thread#0), 2 on cpus 0-1; every thread must be on cpus 0,1");
        assertThat(new ThreadAffinity(Map.of("0-1", 3), Map.of("0-1", List.of("a", "b", "c"))).problem("1,0")).isNull();
        assertThat(new ThreadAffinity(Map.of("0", 5), Map.of("0", List.of("a", "b", "c", "d", "e"))).problem("1"))
                .isEqualTo("5 threads on cpu 0 (a, b, c, …); every thread must be on cpu 1");
    }

    @Test
    void affinityIsReadFromEveryTaskStatus() throws IOException {
        task("100", "java", "1");
        task("101", "GC Thread#0", "1");
        task("102", "pinned-elsewher", "0");
        Files.createDirectories(dir.resolve("103")); // a thread that ended while we looked

        ThreadAffinity affinity = ThreadAffinity.read(dir);

        assertThat(affinity.threadsByList()).containsExactly(Map.entry("1", 2), Map.entry("0", 1));
        assertThat(affinity.namesByList().get("0")).containsExactly("pinned-elsewher");
        ThreadAffinity unreadable = ThreadAffinity.read(dir.resolve("absent"));
        assertThat(unreadable.threadsByList()).isEmpty();
        assertThat(unreadable.problem("1")).startsWith("no thread's Cpus_allowed_list could be read from /proc/self/task, "
                + "so pinning to cpu 1 cannot be confirmed");
    }

    @Test
    void memoryIsReadFromStatusInKiB() throws IOException {
        Path status = Files.writeString(dir.resolve("status"), "Name:\tjava\nVmHWM:\t   41234 kB\nVmRSS:\t   38124 kB\n");

        assertThat(ProcessFacts.statusKiB(status.toFile())).containsExactly(38124, 41234);
        assertThat(ProcessFacts.statusKiB(dir.resolve("absent").toFile())).containsExactly(-1, -1);
    }

    @Test
    void aWindowSettlesOnlyWithoutDriftAndWithAQuietJit() {
        ForkSpec.SteadyPhase plan = new ForkSpec.SteadyPhase(new Steady(1, 1000, 5, 0.05, 60_000, 5), 0.01);
        long[] second = {1_000_000_000L, 1_000_000_000L, 1_000_000_000L, 1_000_000_000L, 1_000_000_000L};

        assertThat(CallLoop.windowProblem(new double[] {145, 125, 134, 127, 147}, new long[] {0, 9, 0, 0, 0}, second, plan))
                .as("±8% noise around a level: settled").isNull();
        assertThat(CallLoop.windowProblem(new double[] {88.5, 82.9, 77.2, 74.9, 73.6}, new long[5], second, plan))
                .as("a call still getting faster").isEqualTo("the last 5 iterations still drift: the later ones' mean is"
                        + " -13.4% off the earlier ones' (at most ±5.0%)");
        assertThat(CallLoop.windowProblem(new double[] {100, 100, 100, 100, 100}, new long[] {0, 31, 10, 5, 5}, second, plan))
                .isEqualTo("the JIT compiled for 51 ms of the last 5.0 s (1.0%, at most 1.0% allowed)");
    }

    @Test
    void aPairWindowSettlesOnTheRatioSoTheMachinesPaceDoesNotHoldItBack() {
        ForkSpec.SteadyPhase plan = new ForkSpec.SteadyPhase(new Steady(1, 500, 5, 0.05, 60_000, 20), 0.01);
        long[][] half = new long[2][5];
        for (long[] side : half) {
            java.util.Arrays.fill(side, 500_000_000L);
        }
        double[] pace = {1.0, 1.05, 1.2, 1.3, 1.35};
        double[][] paceOnly = {scaled(pace, 100), scaled(pace, 95)};
        double[][] caseWarming = {{110, 108, 104, 100, 99}, {100, 100, 100, 100, 100}};

        assertThat(CallLoop.windowProblem(paceOnly[0], new long[5], half[0], plan)).as("one side alone drifts with the machine")
                .startsWith("the last 5 iterations still drift");
        assertThat(CallLoop.pairWindowProblem(paceOnly, new long[2][5], half, plan)).as("the pair's ratio does not").isNull();
        assertThat(CallLoop.pairWindowProblem(caseWarming, new long[2][5], half, plan))
                .isEqualTo("case and reference: the last 5 ratios (case over reference) still drift: the later ones' mean is"
                        + " -8.7% off the earlier ones' (at most ±5.0%)");
        assertThat(CallLoop.pairWindowProblem(paceOnly, new long[][] {{0, 0, 0, 0, 0}, {0, 40, 20, 0, 0}}, half, plan))
                .as("the JIT's share over both sides' time").isEqualTo("case and reference: the JIT compiled for 60 ms of the last"
                        + " 5.0 s (1.2%, at most 1.0% allowed)");
    }

    private static double[] scaled(double[] pace, double base) {
        return java.util.Arrays.stream(pace).map(p -> p * base).toArray();
    }

    @Test
    void timedIterationsCountOnlyWithTheJitUnderHalfTheTolerance() {
        ForkSpec.SteadyPhase plan = new ForkSpec.SteadyPhase(new Steady(1, 1000, 5, 0.05, 60_000, 5), 0.01);

        assertThat(CallLoop.timedProblem(120, 5000, plan)).as("2.4% of the JIT costs the figure at most 2.4%: counted").isNull();
        assertThat(CallLoop.timedProblem(130, 5000, plan))
                .isEqualTo("the JIT compiled for 130 ms (2.6%, at most 2.5% allowed) inside the timed iterations");
    }

    @Test
    void histogramsRoundTripThroughBase64() throws Exception {
        Histogram histogram = new Histogram(1, CallLoop.HIGHEST_NANOS, 3);
        histogram.recordValue(48_000);
        histogram.recordValue(52_000);
        histogram.recordValue(CallLoop.HIGHEST_NANOS);

        Histogram back = Histogram.decodeFromCompressedByteBuffer(
                ByteBuffer.wrap(java.util.Base64.getDecoder().decode(CallLoop.encode(histogram))), 0);

        assertThat(back).isEqualTo(histogram);
        assertThat(back.getTotalCount()).isEqualTo(3);
    }

    @Test
    void allocationPerCallIsNegativeWhenEitherReadingIsMissing() {
        assertThat(AllocationMeter.perCall(1000, 3000, 4)).isEqualTo(500);
        assertThat(AllocationMeter.perCall(-1, 3000, 4)).isNegative();
        assertThat(AllocationMeter.perCall(1000, -1, 4)).isNegative();
        assertThat(AllocationMeter.create().totalBytes()).as("HotSpot counts allocations").isPositive();
    }

    private void task(String tid, String name, String cpus) throws IOException {
        Files.createDirectories(dir.resolve(tid));
        Files.writeString(dir.resolve(tid).resolve("status"), "Name:\t" + name + "\nState:\tS\nCpus_allowed:\t3\nCpus_allowed_list:\t"
                + cpus + "\n");
    }
}
