package dev.sdkbench.junit.runreport;

import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.time.Instant;
import java.util.Optional;
import java.util.Set;

import org.junit.platform.launcher.TestExecutionListener;
import org.junit.platform.launcher.TestPlan;

import dev.sdkbench.junit.extension.OutputRoot;

/**
 * At the end of every JUnit Platform run (one {@code mvn test} of a module), writes the report of
 * the benchmark classes that ran and prints where it is. Registered through
 * {@code META-INF/services}, so {@code @SdkBenchmark} users get it without configuration; a run
 * without benchmark classes writes nothing.
 *
 * <p>A report that cannot be written is said on stderr and never fails the run: the results files
 * and the tests' own verdicts stand without it.
 */
public final class ReportListener implements TestExecutionListener {

    private FileTime started;
    private Optional<Path> configuredRoot;

    @Override
    public void testPlanExecutionStarted(TestPlan testPlan) {
        // File times can be coarser than the clock: start a second early rather than miss a file.
        started = FileTime.from(Instant.now().minusSeconds(1));
        configuredRoot = testPlan.getConfigurationParameters().get(OutputRoot.PARAMETER).filter(v -> !v.isBlank())
                .map(v -> Path.of(v).toAbsolutePath().normalize());
    }

    @Override
    public void testPlanExecutionFinished(TestPlan testPlan) {
        if (started == null) {
            return;
        }
        // Where the extension wrote: the parameter's root, else the ones its classes found by default.
        for (Path resultsRoot : configuredRoot.map(Set::of).orElseGet(OutputRoot::defaultsChosen)) {
            try {
                RunReport.write(resultsRoot, started, System.out);
            } catch (Exception | LinkageError e) {
                // LinkageError: the module's classpath lacks Jackson (example modules use the SDK's own).
                System.err.println("junit-sdkbench: no report written for " + resultsRoot + ": " + e);
            }
        }
    }
}
