package dev.sdkbench.results.model;

import static org.apiguardian.api.API.Status.EXPERIMENTAL;

import org.apiguardian.api.API;

import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * One results file: one benchmark class's run, as junit-sdkbench writes it to
 * {@code target/sdkbench/<Class>/results.json}. The schema is in {@code results/SCHEMA.md}.
 *
 * @param schemaVersion the schema version of the file it was read from ({@link #OLDEST_READ} to {@link #SCHEMA_VERSION});
 *                      written back, it is always {@link #SCHEMA_VERSION}
 * @param benchmark     the benchmark class's fully qualified name
 * @param library       the measured library
 * @param started       when the run started
 * @param finished      when it finished
 * @param publishable   the engine's verdict: every case passed, on pinned forks
 * @param failures      the engine's one-line failure of each failed case, and why an unpinned run is not publishable
 * @param environment   machine, JVM, plan and footprint
 * @param loadAtEnd     1, 5 and 15 minute load averages at the end
 * @param settings      the class's run settings (seed…)
 * @param cases         every case
 * @param pairs         the cases whose forks ran in the same rounds and are compared fork by fork; empty when none
 * @param extra         fields this reader does not model
 */
// One object of the results file, field for field as SCHEMA.md lists it (plus the fields this reader does not
// model): grouping components here would nest the file differently, and old files must still read.
@SuppressWarnings("checkstyle:RecordComponentNumber")
@API(status = EXPERIMENTAL, since = "0.1")
public record Run(int schemaVersion, String benchmark, Library library, Instant started, Instant finished,
                  boolean publishable, List<String> failures, Environment environment, List<Double> loadAtEnd,
                  RunSettings settings, List<CaseResult> cases, List<Pair> pairs, Map<String, JsonNode> extra) {

    /** The version of the results schema this model writes, and the newest it reads. */
    public static final int SCHEMA_VERSION = 3;

    /** The oldest version it reads: schemaVersion 1, before the two protocols (SCHEMA.md says how it is read). */
    public static final int OLDEST_READ = 1;

    public Run {
        failures = List.copyOf(failures);
        loadAtEnd = List.copyOf(loadAtEnd);
        cases = List.copyOf(cases);
        pairs = List.copyOf(pairs);
        extra = Extra.copy(extra);
    }

    /** A run without pairs, as files before them and runs with nothing side by side give it. */
    public Run(int schemaVersion, String benchmark, Library library, Instant started, Instant finished, boolean publishable,
               List<String> failures, Environment environment, List<Double> loadAtEnd, RunSettings settings,
               List<CaseResult> cases, Map<String, JsonNode> extra) {
        this(schemaVersion, benchmark, library, started, finished, publishable, failures, environment, loadAtEnd, settings,
                cases, List.of(), extra);
    }

    /** The run as a CI shard's machine wrote it: its settings name the shard ({@code "2/4"}). */
    public Run inShard(String shard) {
        RunSettings sharded = new RunSettings(settings.seed(), settings.forks(), settings.fixture(), shard, settings.tolerance(),
                settings.extra());
        return new Run(schemaVersion, benchmark, library, started, finished, publishable, failures, environment, loadAtEnd, sharded,
                cases, pairs, extra);
    }

    /** The case of that id, if the run has it. */
    public java.util.Optional<CaseResult> caseById(String id) {
        return cases.stream().filter(c -> c.id().equals(id)).findFirst();
    }

    /** The class's simple name, e.g. {@code OpenAiJavaBenchmark}. */
    public String benchmarkName() {
        return benchmark.substring(benchmark.lastIndexOf('.') + 1);
    }

    /** The CPUs the run used: its plan as described, and the CPUs its forks ran on. */
    public CpusUsed cpusUsed() {
        TreeSet<Integer> cpus = new TreeSet<>();
        cases.forEach(c -> c.forks().forEach(f -> {
            if (f.cpu() != null) {
                cpus.add(f.cpu());
            }
        }));
        return new CpusUsed(environment.cpuPlan(), cpus);
    }
}
