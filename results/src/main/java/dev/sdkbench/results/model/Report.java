package dev.sdkbench.results.model;

import static org.apiguardian.api.API.Status.EXPERIMENTAL;

import org.apiguardian.api.API;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Many results files read as one: every benchmark class of every module of one {@code mvn} run,
 * or several runs (machines, CI shards). Rows are the cases of all runs; a report is publishable
 * only when it has cases and none failed, and it names every failure.
 */
@API(status = EXPERIMENTAL, since = "0.1")
public record Report(List<RunFile> runs) {

    /** One case of one run: a row of every table. */
    public record Row(RunFile file, CaseResult result) {

        public Run run() {
            return file.run();
        }

        /**
         * The library the row measured: the run's, except for what a pair reads a case against: a baseline
         * classpath's side is the run's library at the baseline's label ({@code messages@3.13.0}: version
         * 3.13.0), another class's reference case is named by that class.
         */
        public Library library() {
            Library own = file.run().library();
            String id = result.id();
            if (otherClassReference()) {
                return new Library("reference: " + id.substring(0, id.indexOf('.')) + shardNote(), "");
            }
            if (readAsReference()) {
                return new Library(own.name() + shardNote(), own.version());
            }
            boolean baselineSide = id.contains("@") && file.run().pairs().stream()
                    .anyMatch(p -> p.role() == Pair.Role.BASELINE && p.referenceId().equals(id));
            return baselineSide ? new Library(own.name(), id.substring(id.lastIndexOf('@') + 1)) : own;
        }

        /**
         * {@code " (shard 2/4)"} for a run of a CI shard, else nothing: a reference case runs in every shard that
         * reads it, so a merged report has a row of it per shard, each of which only its shard's cases are read against.
         */
        private String shardNote() {
            String shard = file.run().settings().shard();
            return shard == null ? "" : " (shard " + shard + ")";
        }

        /** Whether a case of the file is read against this one. */
        private boolean readAsReference() {
            return file.run().pairs().stream().anyMatch(p -> p.role() == Pair.Role.REFERENCE && p.referenceId().equals(result.id()));
        }

        /**
         * Another class's reference case ({@code FloorBenchmark.minimalChat}), which the file carries because
         * its cases are read against it. It ran on that class's classpath, not the file's.
         */
        public boolean otherClassReference() {
            String id = result.id();
            return id.contains(".") && file.run().pairs().stream()
                    .anyMatch(p -> p.role() == Pair.Role.REFERENCE && p.referenceId().equals(id));
        }

        /**
         * The case's runtime jars, MiB; NaN for {@linkplain #otherClassReference another class's reference},
         * whose jars the file does not record.
         */
        public double footprintMiB() {
            return otherClassReference() ? Double.NaN : file.run().environment().classpathMiB();
        }
    }

    /**
     * Why a report is not publishable.
     *
     * @param benchmark the benchmark class's simple name, or {@code null} when no run is concerned
     * @param caseId    the case, or {@code null} when the run as a whole is concerned
     * @param reason    one line: what failed and where the evidence is
     */
    public record Failure(String benchmark, String caseId, String reason) {

        /** {@code OpenAiJavaBenchmark.openAiJavaChat: fork 1/2 on cpu 1: …}. */
        public String line() {
            String where = benchmark == null ? "" : caseId == null ? benchmark + ": " : benchmark + "." + caseId + ": ";
            return where + reason;
        }
    }

    public Report {
        runs = List.copyOf(runs);
    }

    /**
     * Every case, by library name, then benchmark class, then case. A reference case that several files carry
     * from one measurement (a suite's shared floor, in each member's file) is one row.
     */
    public List<Row> rows() {
        List<Row> rows = new ArrayList<>();
        Map<String, List<List<Fork>>> references = new LinkedHashMap<>();
        runs.forEach(f -> f.run().cases().forEach(c -> {
            Row row = new Row(f, c);
            if (row.otherClassReference()) {
                List<List<Fork>> measured = references.computeIfAbsent(c.id(), k -> new ArrayList<>());
                if (measured.contains(c.forks())) {
                    return;
                }
                measured.add(c.forks());
            }
            rows.add(row);
        }));
        rows.sort(Comparator.comparing((Row r) -> r.library().name().toLowerCase(java.util.Locale.ROOT))
                .thenComparing(r -> r.run().benchmark()).thenComparing(r -> r.result().id()));
        return rows;
    }

    /**
     * Everything that stops publication, nothing left out. A failed reference that several files carry from one
     * measurement is named once, by its own class ({@code FloorBenchmark.minimalChat: …}).
     */
    public List<Failure> failures() {
        List<Failure> failures = new ArrayList<>();
        Set<Failure> sharedReferences = new HashSet<>();
        if (runs.isEmpty()) {
            failures.add(new Failure(null, null, "no results files were found"));
        }
        for (RunFile f : runs) {
            Run run = f.run();
            boolean caseFailed = false;
            if (run.cases().isEmpty()) {
                failures.add(new Failure(run.benchmarkName(), null, "the run has no cases (" + f.source() + ")"));
            }
            for (CaseResult c : run.cases()) {
                if (!c.failed()) {
                    continue;
                }
                caseFailed = true;
                if (c.knownClientDefect().isPresent()) {
                    continue; // a finding about the client, listed by findings()
                }
                if (new Row(f, c).otherClassReference()) {
                    int dot = c.id().indexOf('.');
                    c.failureReasons().stream()
                            .map(reason -> new Failure(c.id().substring(0, dot), c.id().substring(dot + 1), reason))
                            .filter(sharedReferences::add)
                            .forEach(failures::add);
                } else {
                    c.failureReasons().forEach(reason -> failures.add(new Failure(run.benchmarkName(), c.id(), reason)));
                }
            }
            if (!run.publishable() && !caseFailed) {
                // The engine knows something the cases do not show: keep its word.
                List<String> said = run.failures().isEmpty() ? List.of("the engine marked the run not publishable")
                        : run.failures();
                said.forEach(reason -> failures.add(new Failure(run.benchmarkName(), null, reason)));
            }
        }
        return failures;
    }

    public boolean publishable() {
        return failures().isEmpty();
    }

    /**
     * Cases that failed only on a known client defect: findings about their clients, shown in the cases' place
     * and listed beside the report, that leave every other case publishable. A shared reference is named once.
     */
    public List<Failure> findings() {
        Set<Failure> findings = new java.util.LinkedHashSet<>();
        for (RunFile f : runs) {
            for (CaseResult c : f.run().cases()) {
                if (c.knownClientDefect().isEmpty()) {
                    continue;
                }
                boolean shared = new Row(f, c).otherClassReference();
                int dot = c.id().indexOf('.');
                String benchmark = shared ? c.id().substring(0, dot) : f.run().benchmarkName();
                String caseId = shared ? c.id().substring(dot + 1) : c.id();
                c.failureReasons().forEach(reason -> findings.add(new Failure(benchmark, caseId, reason)));
            }
        }
        return List.copyOf(findings);
    }

    /** Each distinct environment (by {@link Environment#fingerprint}) with the benchmark classes that ran on it. */
    public Map<Environment, List<String>> environments() {
        Map<String, Environment> byFingerprint = new LinkedHashMap<>();
        Map<Environment, List<String>> out = new LinkedHashMap<>();
        for (RunFile f : runs) {
            Environment e = byFingerprint.computeIfAbsent(f.run().environment().fingerprint(), k -> f.run().environment());
            out.computeIfAbsent(e, k -> new ArrayList<>()).add(f.run().benchmarkName());
        }
        return out;
    }
}
