package dev.sdkbench.junit.probe;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import dev.sdkbench.junit.launch.CpuLocks;
import dev.sdkbench.junit.launch.Taskset;
import dev.sdkbench.junit.plan.CpuList;
import dev.sdkbench.junit.probe.NoiseReading.Figure;

/** The probe in real child JVMs, as the engine starts it. */
class MachineProbeTest {

    private static final Path JAVA = Path.of(System.getProperty("java.home"), "bin", "java");
    private static final Duration TIMEOUT = Duration.ofSeconds(30);

    @Test
    void pinnedToCpu1ItMeasuresEveryRound(@TempDir Path dir) throws Exception {
        Path taskset = Taskset.find().orElse(null);
        assumeTrue(taskset != null, "needs taskset (util-linux)");
        assumeTrue(CpuList.parse(Files.readString(Path.of("/sys/devices/system/cpu/online"))).cpus().contains(1), "needs cpu 1 online");
        Instant before = Instant.now();
        NoiseReading reading;
        // The worker CPU's machine-wide lock, as a run holds it: this probe neither disturbs nor is disturbed by a fork.
        try (CpuLocks lock = CpuLocks.acquire(CpuList.of(1), System.out)) {
            reading = NoiseReading.run(JAVA, MachineProbe.classpath(), taskset, 1, dir, TIMEOUT, 12);
        }
        System.out.println(reading.describe());
        assertThat(reading.cpus()).isEqualTo("1");
        assertThat(reading.rounds()).isEqualTo(12);
        for (Figure figure : new Figure[] {reading.registerLoop(), reading.memoryWalk(), reading.loopback()}) {
            assertThat(figure.values()).hasSize(12).allSatisfy(v -> assertThat(v).isPositive());
            assertThat(figure.median()).isPositive();
            assertThat(figure.iqrPercent()).isGreaterThanOrEqualTo(0);
        }
        assertThat(reading.loopback().median()).as("a loopback round trip in µs").isBetween(0.5, 10_000.0);
        assertThat(reading.stealPercent()).isBetween(0.0, 100.0);
        assertThat(reading.jitMillis()).isGreaterThanOrEqualTo(0);
        assertThat(reading.start()).isBetween(before, Instant.now());
        assertThat(reading.elapsedMillis()).isPositive();
        assertThat(reading.describe()).startsWith("machine noise on cpu 1: register loop IQR ");
        assertThat(NoiseReading.read(dir.resolve(NoiseReading.RESULT_FILE))).isEqualTo(reading);
        assertThat(Files.readString(dir.resolve(NoiseReading.COMMAND_FILE)))
                .startsWith("cd " + dir.toAbsolutePath() + " && " + taskset + " -c 1 " + JAVA + " -XX:+UseSerialGC -XX:ActiveProcessorCount=1 -Xms64m -Xmx64m");
        assertThat(Files.readString(dir.resolve(NoiseReading.STDOUT_FILE)).strip()).isEqualTo(reading.describe());
    }

    @Test
    void unpinnedItRunsWhereThisJvmMay(@TempDir Path dir) throws Exception {
        assumeTrue(Files.exists(Path.of("/proc/self/status")), "needs /proc");
        NoiseReading reading = NoiseReading.run(JAVA, MachineProbe.classpath(), null, null, dir, TIMEOUT, 3);
        assertThat(CpuList.parse(reading.cpus())).isEqualTo(CpuList.parse(Taskset.cpusAllowed(Path.of("/proc/self"))));
        assertThat(reading.rounds()).isEqualTo(3);
    }

    @Test
    void aBadRoundCountFailsWithTheProbesOwnReason(@TempDir Path dir) {
        assertThatThrownBy(() -> NoiseReading.run(JAVA, MachineProbe.classpath(), null, null, dir, TIMEOUT, 1))
                .isInstanceOf(IOException.class)
                .hasMessageContaining("exited with code 2")
                .hasMessageContaining("rounds must be a whole number from 3 to 200, was 1 (quartiles of fewer rounds say nothing)")
                .hasMessageContaining(NoiseReading.COMMAND_FILE);
        assertThat(dir.resolve(NoiseReading.RESULT_FILE)).doesNotExist();
    }

    @Test
    void badArgumentsWriteNothingAndExitNonZero(@TempDir Path dir) throws Exception {
        Path out = dir.resolve("out.properties");
        Process p = new ProcessBuilder(JAVA.toString(), "-cp", MachineProbe.classpath(), MachineProbe.class.getName(), "twenty", out.toString())
                .redirectErrorStream(true).start();
        String output = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(p.waitFor(20, TimeUnit.SECONDS)).isTrue();
        assertThat(p.exitValue()).isEqualTo(2);
        assertThat(output).contains("rounds must be a whole number from 3 to 200, was 'twenty'").contains("usage: MachineProbe");
        assertThat(out).doesNotExist();

        p = new ProcessBuilder(JAVA.toString(), "-cp", MachineProbe.classpath(), MachineProbe.class.getName(), "5",
                dir.resolve("missing/out.properties").toString()).redirectErrorStream(true).start();
        output = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(p.waitFor(20, TimeUnit.SECONDS)).isTrue();
        assertThat(p.exitValue()).isEqualTo(2);
        assertThat(output).contains("the folder of the output file " + dir.resolve("missing/out.properties") + " does not exist");
    }

    @Test
    void aProbePastItsTimeoutIsKilled(@TempDir Path dir) {
        assertThatThrownBy(() -> NoiseReading.run(JAVA, MachineProbe.classpath(), null, null, dir, Duration.ofMillis(300), 200))
                .isInstanceOf(IOException.class).hasMessageContaining("did not finish within 300 ms and was killed");
        assertThat(dir.resolve(NoiseReading.RESULT_FILE)).doesNotExist();
    }

    @Test
    void tasksetAndCpuComeTogether(@TempDir Path dir) {
        assertThatThrownBy(() -> NoiseReading.run(JAVA, MachineProbe.classpath(), null, 1, dir, TIMEOUT))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("cpu 1 given but no taskset");
        assertThatThrownBy(() -> NoiseReading.run(JAVA, MachineProbe.classpath(), Path.of("/usr/bin/taskset"), null, dir, TIMEOUT))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("no cpu to pin to");
    }
}
