package dev.sdkbench.examples.floor;

import java.util.concurrent.TimeUnit;

import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

import dev.sdkbench.examples.support.capture.CaseCapture;
import dev.sdkbench.examples.support.capture.CapturedCall;

/**
 * JMH on the floors: each benchmark times the very call {@link FloorBenchmark}'s case hands to
 * {@code sdk.measure}, captured by {@link CaseCapture}, so that JMH and sdkbench differ only in
 * the harness. Needs the standalone fixture: {@code -jvmArgsAppend -Dsdkbench.jmh.baseUrl=http://127.0.0.1:<port>};
 * {@code junit-sdkbench/bench/steady-vs-jmh.sh} starts it and runs these. Every reply is checked.
 *
 * <p>The fork flags are those of a sdkbench fork ({@code ForkCommand}); one client per fork, made
 * in the trial's setup as a fork makes it before its first call. 30 measured seconds a fork, as
 * the script's sdkbench half gets: this VM's pace jumps for 5-20 s at a time, which 10 s would
 * leave in a fork's mean. Everything is overridable on JMH's command line ({@code -f -wi -w -i -r -jvmArgs}).
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 40, time = 1, timeUnit = TimeUnit.SECONDS)
@Measurement(iterations = 30, time = 1, timeUnit = TimeUnit.SECONDS)
@Fork(value = 4, jvmArgs = {"-XX:+UseSerialGC", "-Xms256m", "-Xmx256m", "-XX:ActiveProcessorCount=1", "-Xshare:auto",
        "-XX:-UsePerfData", "-Xlog:gc:file=gc-%p.log", "-Dfile.encoding=UTF-8"})
public class FloorJmh {

    @State(Scope.Thread)
    public static class MinimalChat {
        CapturedCall call;

        @Setup(Level.Trial)
        public void capture() throws Exception {
            call = CaseCapture.capture(FloorBenchmark.class, "minimalChat");
        }
    }

    @State(Scope.Thread)
    public static class MinimalResponses {
        CapturedCall call;

        @Setup(Level.Trial)
        public void capture() throws Exception {
            call = CaseCapture.capture(FloorBenchmark.class, "minimalResponses");
        }
    }

    @State(Scope.Thread)
    public static class MinimalAnthropic {
        CapturedCall call;

        @Setup(Level.Trial)
        public void capture() throws Exception {
            call = CaseCapture.capture(FloorBenchmark.class, "minimalAnthropic");
        }
    }

    @State(Scope.Thread)
    public static class MinimalGemini {
        CapturedCall call;

        @Setup(Level.Trial)
        public void capture() throws Exception {
            call = CaseCapture.capture(FloorBenchmark.class, "minimalGemini");
        }
    }

    @State(Scope.Thread)
    public static class EmptyCase {
        CapturedCall call;

        @Setup(Level.Trial)
        public void capture() throws Exception {
            call = CaseCapture.capture(FloorBenchmark.class, "emptyCase");
        }
    }

    @Benchmark
    public String minimalChat(MinimalChat state) throws Exception {
        return state.call.call();
    }

    @Benchmark
    public String minimalResponses(MinimalResponses state) throws Exception {
        return state.call.call();
    }

    @Benchmark
    public String minimalAnthropic(MinimalAnthropic state) throws Exception {
        return state.call.call();
    }

    @Benchmark
    public String minimalGemini(MinimalGemini state) throws Exception {
        return state.call.call();
    }

    @Benchmark
    public String emptyCase(EmptyCase state) throws Exception {
        return state.call.call();
    }
}
