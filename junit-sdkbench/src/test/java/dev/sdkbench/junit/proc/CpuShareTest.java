package dev.sdkbench.junit.proc;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;

import dev.sdkbench.junit.launch.Executables;
import dev.sdkbench.junit.launch.Taskset;
import dev.sdkbench.junit.plan.CpuList;

/** What others took of a CPU, from this machine's real /proc/stat around a real busy loop pinned to one CPU. */
class CpuShareTest {

    /** Ticks a busy second must show at least; a tick is 10 ms. */
    private static final long SECOND_TICKS = 80;

    @Test
    void aBusyLoopOfAnotherProcessOnTheForksCpuReadsAsInterference() throws Exception {
        BusySecond second = busySecond();

        CpuShare share = CpuShare.of(second.before(), second.after(), 0, 0);

        assertThat(share.wallTicks()).as("ticks of one CPU over about a second").isBetween(SECOND_TICKS, 200L);
        assertThat(share.otherPercent()).as("a busy loop on the CPU that is not the fork's own work: %s", share).isGreaterThan(50);
    }

    @Test
    void theForksOwnWorkIsNotInterference() throws Exception {
        BusySecond second = busySecond();

        CpuShare share = CpuShare.of(second.before(), second.after(), second.loopTicks(), 0);

        assertThat(second.loopTicks()).as("the busy loop's own ticks").isGreaterThan(SECOND_TICKS * 9 / 10);
        // Real-time priority gives the loop all but the 5% the kernel keeps for everyone else (sched_rt_runtime_us).
        assertThat(share.otherPercent()).as("the same busy loop counted as the fork's own: %s", share).isLessThan(10);
    }

    @Test
    void theFixturesShareIsNotInterferenceEither() {
        CpuShare share = new CpuShare(100, 90, 60, 25, 3);

        assertThat(share.otherTicks()).isEqualTo(5);
        assertThat(share.otherPercent()).isEqualTo(5.0);
        assertThat(share.stealPercent()).isEqualTo(3.0);
    }

    @Test
    void accountsThatDisagreeByATickReadAsNoInterference() {
        assertThat(new CpuShare(100, 50, 51, 0, 0).otherPercent()).isZero();
        assertThat(new CpuShare(0, 0, 0, 0, 0).otherPercent()).isNaN();
    }

    @Test
    void busyIsEveryFieldButIdleAndIowaitAndStealIsCountedInIt() throws IOException {
        String stat = """
                cpu  900 10 300 6000 40 5 6 7 0 0
                cpu0 400 5 100 3000 20 2 3 4 0 0
                cpu1 500 5 200 3000 20 3 3 3 11 0
                intr 184822 0 0
                """;

        CpuTicks one = CpuTicks.parse(stat, CpuList.of(1), "stat");

        assertThat(one).isEqualTo(new CpuTicks(500 + 5 + 200 + 3 + 3 + 3, 3, 500 + 5 + 200 + 3000 + 20 + 3 + 3 + 3));
        assertThat(CpuTicks.parse(stat, CpuList.of(0, 1), "stat").steal()).isEqualTo(7);
        assertThatThrownBy(() -> CpuTicks.parse(stat, CpuList.of(2), "stat")).hasMessageContaining("lists 0 of the cpus 2");
    }

    @Test
    void aThreadsNameMayHoldSpacesAndParentheses() {
        String stat = "4242 (sdk (pool) 1) S 1 2 3 4 5 6 7 8 9 10 120 30 2 1 20 0";

        String[] fields = TaskTicks.fields(stat);

        assertThat(fields[0]).isEqualTo("S");
        assertThat(fields[11]).as("utime, field 14").isEqualTo("120");
        assertThat(fields[12]).as("stime, field 15").isEqualTo("30");
    }

    /** A second of a busy loop at real-time priority on this process's first CPU, with the CPU's and the loop's ticks around it. */
    private record BusySecond(CpuTicks before, CpuTicks after, long loopTicks) {
    }

    private static BusySecond busySecond() throws IOException, InterruptedException {
        assumeTrue(new File("/proc/stat").exists(), "needs Linux's /proc");
        var chrt = Executables.find("chrt");
        var taskset = Taskset.find();
        assumeTrue(chrt.isPresent() && taskset.isPresent(), "needs chrt and taskset (util-linux)");
        CpuList cpu = CpuList.of(CpuList.parse(Taskset.cpusAllowed(new File("/proc/self").toPath())).cpus().get(0));
        Process loop = new ProcessBuilder(chrt.get().toString(), "-f", "10", taskset.get().toString(), "-c", cpu.toString(),
                "sh", "-c", "while :; do :; done").redirectErrorStream(true).start();
        try {
            File stat = new File("/proc/" + loop.pid() + "/stat");
            Thread.sleep(200); // chrt and taskset exec into the shell meanwhile
            assertThat(loop.isAlive()).as("the busy loop runs (chrt may need CAP_SYS_NICE): %s",
                    loop.isAlive() ? "" : new String(loop.getInputStream().readAllBytes())).isTrue();
            assertThat(Files.readString(stat.toPath())).contains("(sh)");
            CpuTicks before = CpuTicks.read(CpuTicks.PROC_STAT, cpu);
            long loopBefore = TaskTicks.of(stat);
            Thread.sleep(1_000);
            CpuTicks after = CpuTicks.read(CpuTicks.PROC_STAT, cpu);
            long loopAfter = TaskTicks.of(stat);
            return new BusySecond(before, after, loopAfter - loopBefore);
        } finally {
            loop.destroyForcibly().waitFor(5, TimeUnit.SECONDS);
        }
    }
}
