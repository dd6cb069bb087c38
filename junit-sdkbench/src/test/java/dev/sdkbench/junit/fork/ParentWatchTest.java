package dev.sdkbench.junit.fork;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assumptions.assumeThat;

import java.nio.file.Path;

import org.junit.jupiter.api.Test;

class ParentWatchTest {

    @Test
    void readsThisJvmsParentFromProc() {
        assumeThat(Path.of("/proc/self/stat")).exists();

        assertThat(ParentWatch.parentPid()).isEqualTo(ProcessHandle.current().parent().orElseThrow().pid());
    }
}
