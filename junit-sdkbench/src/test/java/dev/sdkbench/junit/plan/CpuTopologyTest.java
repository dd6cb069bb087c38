package dev.sdkbench.junit.plan;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.sdkbench.junit.plan.CpuTopology.LogicalCpu;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledOnOs;
import org.junit.jupiter.api.condition.OS;
import org.junit.jupiter.api.io.TempDir;

class CpuTopologyTest {

    @TempDir
    Path root;

    @Test
    void readsAllowedOnlineAndCores() {
        // 2 cores × 2 SMT siblings: cpus 0/2 share core 0, cpus 1/3 share core 1.
        CpuTopology t = new FakeMachine(root).allowed("0-3").online("0-3")
                .cpu(0, 0, 0).cpu(1, 1, 0).cpu(2, 0, 0).cpu(3, 1, 0).topology();

        assertThat(t.allowed()).isEqualTo(CpuList.parse("0-3"));
        assertThat(t.online()).isEqualTo(CpuList.parse("0-3"));
        assertThat(t.cpus()).containsExactly(new LogicalCpu(0, 0, 0), new LogicalCpu(1, 1, 0),
                new LogicalCpu(2, 0, 0), new LogicalCpu(3, 1, 0));
        assertThat(t.physicalCores()).isEqualTo(2);
        assertThat(t.firstOfEachCore()).extracting(LogicalCpu::cpu).containsExactly(0, 1);
    }

    @Test
    void keepsOnlyOnlineCpusInsideTheAffinity() {
        // cpu 1 is offline (no topology directory, as on Linux); cpu 3 is outside the affinity.
        CpuTopology t = new FakeMachine(root).allowed("0-2").online("0,2-3")
                .cpu(0, 0, 0).cpu(2, 2, 0).cpu(3, 3, 0).topology();

        assertThat(t.usable()).extracting(LogicalCpu::cpu).containsExactly(0, 2);
    }

    @Test
    void sameCoreIdOnAnotherSocketIsAnotherCore() {
        CpuTopology t = new FakeMachine(root).allowed("0-1").online("0-1").cpu(0, 0, 0).cpu(1, 0, 1).topology();

        assertThat(t.physicalCores()).isEqualTo(2);
        assertThat(t.firstOfEachCore()).extracting(LogicalCpu::cpu).containsExactly(0, 1);
    }

    @Test
    void missingTopologyCountsEachCpuAsItsOwnCore() {
        CpuTopology t = new FakeMachine(root).allowed("0-1").online("0-1").topology();

        assertThat(t.cpus()).containsExactly(new LogicalCpu(0, 0, 0), new LogicalCpu(1, 1, 0));
    }

    @Test
    void missingProcSaysLinuxIsNeeded() {
        assertThatThrownBy(() -> CpuTopology.read(root))
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("does not exist: CPU planning needs Linux /proc and /sys");
    }

    @Test
    @EnabledOnOs(OS.LINUX)
    void readsThisMachine() {
        CpuTopology t = CpuTopology.current();

        assertThat(t.usable()).isNotEmpty();
        assertThat(t.physicalCores()).isBetween(1, t.usable().size());
    }
}
