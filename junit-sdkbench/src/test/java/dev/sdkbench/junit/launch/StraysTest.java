package dev.sdkbench.junit.launch;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assumptions.assumeThat;

import java.nio.file.Path;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;

/** The parent's check after a fork: processes carrying the fork's mark, however detached, are named and killed. */
class StraysTest {

    @Test
    void aDetachedProcessWithTheForksMarkIsNamedAndKilledAndOthersAreLeftAlone() throws Exception {
        assumeThat(Path.of("/proc/self/environ")).exists();
        String mark = ForkCommand.newMark();
        ProcessBuilder marked = new ProcessBuilder("setsid", "sleep", "321");
        marked.environment().put(ForkCommand.MARK_VARIABLE, mark);
        Process stray = marked.start();
        ProcessBuilder other = new ProcessBuilder("sleep", "322");
        other.environment().put(ForkCommand.MARK_VARIABLE, mark + "0"); // another fork's, as far as this mark goes
        Process bystander = other.start();
        try {
            Thread.sleep(200); // setsid has exec'd sleep by now

            assertThat(Strays.killMarked(mark)).containsExactly("sleep 321");
            assertThat(stray.waitFor(5, TimeUnit.SECONDS)).as("the stray ended").isTrue();
            assertThat(bystander.isAlive()).as("a process with another mark").isTrue();
            assertThat(Strays.killMarked(mark)).as("a second look").isEmpty();
        } finally {
            stray.destroyForcibly();
            bystander.destroyForcibly();
        }
    }
}
