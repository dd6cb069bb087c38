package dev.sdkbench.reports.render.headline;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import java.util.stream.Collectors;

import dev.sdkbench.reports.compare.EnvironmentDifference;
import dev.sdkbench.results.model.CaseResult;
import dev.sdkbench.results.model.CaseSettings;
import dev.sdkbench.results.model.Library;
import dev.sdkbench.results.model.Pair;
import dev.sdkbench.results.model.Report;
import dev.sdkbench.results.model.Run;
import dev.sdkbench.results.model.RunFile;
import dev.sdkbench.results.model.Summary;
import dev.sdkbench.results.stats.paired.PairedComparison;
import dev.sdkbench.reports.render.ApiName;
import dev.sdkbench.reports.render.ProviderApi;

/**
 * Builds the tables of a report: sorts its cases into sections (one API, one mode, one reference), each a table's
 * reference row and its cases' rows, and fills every cell from the case's summary and its pair with the reference.
 */
final class TableBuilder {

    /** A case of a results file, and the pair that reads it against its reference there ({@code null} when none does). */
    private record CaseRef(RunFile file, CaseResult result, Pair pair) {

        /** The case across runs: its class and name. */
        String key() {
            return file.run().benchmark() + "#" + result.id();
        }

        CaseSettings settings() {
            return result.settings();
        }
    }

    /**
     * The cases of one API and mode read against one reference ({@code null} when they have none), in the order found.
     * A reference measured in several CI shards heads a section per shard: each case's ratio is to its own shard's.
     */
    private record Section(String dialect, boolean stream, CaseRef reference, List<CaseRef> cases) {

        String referenceId() {
            return reference == null ? "" : reference.result().id() + shardOf(reference);
        }
    }

    /** {@code " (shard 2/4)"} for a case of a CI shard's run, else nothing. */
    private static String shardOf(CaseRef c) {
        String shard = c.file().run().settings().shard();
        return shard == null ? "" : " (shard " + shard + ")";
    }

    /** A section's figures once warm, from another run: its reference there, and each of its cases by {@link CaseRef#key}. */
    private record Borrowed(CaseRef reference, Map<String, CaseRef> cases) {
    }

    private static final Comparator<Section> SECTION_ORDER = Comparator.comparingInt((Section s) -> ProviderApi.order(s.dialect()))
            .thenComparing(Section::dialect).thenComparing(Section::stream).thenComparing(Section::referenceId);

    private final Report report;
    private final RunLabel run;
    private final String referenceName;
    private final SteadyRun steadyFrom;
    private final List<String> leftOut = new ArrayList<>();
    private final List<String> steadyTaken = new ArrayList<>();

    TableBuilder(Report report, RunLabel run, String referenceName, SteadyRun steadyFrom) {
        this.report = report;
        this.run = run;
        this.referenceName = referenceName;
        this.steadyFrom = steadyFrom;
    }

    ApiTables build() {
        Map<String, List<Section>> byDialect = new LinkedHashMap<>();
        sections().forEach(s -> byDialect.computeIfAbsent(s.dialect(), k -> new ArrayList<>()).add(s));
        List<ApiTable> tables = byDialect.values().stream().map(this::table).toList();
        return new ApiTables(run, referenceName, tables, leftOut, report.failures().stream().map(Report.Failure::line).toList(),
                steadyTaken);
    }

    /** Every case a table shows, in sections in the tables' order; every other case is noted in {@link #leftOut}. */
    private List<Section> sections() {
        Map<List<Object>, Section> sections = new LinkedHashMap<>();
        for (RunFile file : report.runs()) {
            for (CaseResult c : file.run().cases()) {
                if (isReference(file.run(), c.id())) {
                    continue;
                }
                String why = whyLeftOut(file.run(), c);
                if (why != null) {
                    leftOut.add(file.run().benchmarkName() + "." + c.id() + ": " + why);
                    continue;
                }
                CaseRef ref = caseRef(file, c);
                CaseRef reference = referenceOf(ref);
                Section section = new Section(c.settings().dialect(), c.settings().stream(), reference, new ArrayList<>());
                sections.computeIfAbsent(List.of(section.dialect(), section.stream(), section.referenceId()), k -> section)
                        .cases().add(ref);
            }
        }
        return sections.values().stream().sorted(SECTION_ORDER).toList();
    }

    /** Whether a case of the run is what others are read against: it heads their section instead of being a row of it. */
    private static boolean isReference(Run run, String id) {
        return run.pairs().stream().anyMatch(p -> p.role() == Pair.Role.REFERENCE && p.referenceId().equals(id));
    }

    /** Why no table shows the case, or {@code null} when one does. */
    private static String whyLeftOut(Run run, CaseResult c) {
        if (run.pairs().stream().anyMatch(p -> p.role() == Pair.Role.BASELINE && p.referenceId().equals(c.id()))) {
            return "the baseline classpath's side of a gate";
        }
        if (CaseResult.UNSUPPORTED.equals(c.status())) {
            return "unsupported";
        }
        String dialect = c.settings().dialect();
        if (dialect == null || dialect.isBlank() || dialect.equals("none")) {
            return "calls no API";
        }
        String scenario = c.settings().workload().scenario();
        return scenario == null || scenario.equals("plain") ? null : "the " + scenario + " scenario";
    }

    private static CaseRef caseRef(RunFile file, CaseResult c) {
        Pair pair = file.run().pairs().stream().filter(p -> p.role() == Pair.Role.REFERENCE && p.caseId().equals(c.id()))
                .findFirst().orElse(null);
        return new CaseRef(file, c, pair);
    }

    /** The case's reference, from the case's own file; {@code null} when it has none. */
    private static CaseRef referenceOf(CaseRef c) {
        if (c.pair() == null) {
            return null;
        }
        return c.file().run().caseById(c.pair().referenceId()).map(r -> new CaseRef(c.file(), r, null)).orElse(null);
    }

    private ApiTable table(List<Section> sections) {
        List<ClientRow> rows = new ArrayList<>();
        List<String> notes = new ArrayList<>();
        for (Section s : sections) {
            Optional<Borrowed> borrowed = borrow(s);
            borrowed.ifPresent(b -> {
                notes.add(borrowedNote(s, b));
                steadyTaken.add(ProviderApi.title(s.dialect()) + (s.stream() ? ", streaming" : ", plain"));
            });
            if (s.reference() != null) {
                rows.add(referenceRow(s.reference(), borrowed));
            }
            s.cases().stream().map(c -> caseRow(s, c, borrowed))
                    .sorted(Comparator.comparing(ClientRow::label).thenComparing(ClientRow::caseId)).forEach(rows::add);
        }
        if (sections.stream().anyMatch(s -> s.reference() != null && !Double.isFinite(referenceJars(s.reference())))) {
            notes.add("The jars of " + referenceWords() + " are not in this run's files (a reference case of another class:"
                    + " that class's own run records them), so the jars have no ratio.");
        }
        return new ApiTable(ProviderApi.title(sections.get(0).dialect()), earlyCalls(sections), distinctLabels(rows), notes);
    }

    private ClientRow referenceRow(CaseRef reference, Optional<Borrowed> borrowed) {
        List<FigureCell> cells = new ArrayList<>();
        for (TableColumn column : TableColumn.values()) {
            cells.add(switch (column) {
                case JARS -> {
                    double jars = referenceJars(reference);
                    yield Double.isFinite(jars) ? FigureCell.absolute(jars) : FigureCell.missing("not recorded");
                }
                case STEADY -> cell(borrowed.map(Borrowed::reference).orElse(reference), null, column);
                default -> cell(reference, null, column);
            });
        }
        String name = (referenceName == null ? reference.result().id() : referenceName) + shardOf(reference);
        return new ClientRow(withApi(name, reference.settings()), reference.result().id(), true, cells);
    }

    private ClientRow caseRow(Section s, CaseRef c, Optional<Borrowed> borrowed) {
        PairedComparison own = comparison(c, s.reference());
        List<FigureCell> cells = new ArrayList<>();
        for (TableColumn column : TableColumn.values()) {
            cells.add(switch (column) {
                case JARS -> FigureCell.exact(new Report.Row(c.file(), c.result()).footprintMiB(),
                        s.reference() == null ? Double.NaN : referenceJars(s.reference()));
                case STEADY -> borrowed.map(b -> {
                    CaseRef there = b.cases().get(c.key());
                    return cell(there, comparison(there, b.reference()), column);
                }).orElseGet(() -> cell(c, own, column));
                default -> cell(c, own, column);
            });
        }
        Library library = new Report.Row(c.file(), c.result()).library();
        String name = library.name().isBlank() ? c.result().id() : library.label();
        return new ClientRow(withApi(name, c.settings()), c.result().id(), false, cells);
    }

    /** {@code openai-java 4.105.0 · Chat}: a name and the API its case calls. */
    private static String withApi(String name, CaseSettings settings) {
        String api = ApiName.of(settings);
        return api.isEmpty() ? name : name + " · " + api;
    }

    /** The case's median of the column, and its ratio to the reference where {@code comparison} has one. */
    private static FigureCell cell(CaseRef c, PairedComparison comparison, TableColumn column) {
        if (column == TableColumn.STEADY && c.result().steadyUnsettled()) {
            return FigureCell.missing("not settled");
        }
        double value = c.result().summary(column.summaryName()).map(Summary::median).orElse(Double.NaN);
        if (comparison == null) {
            return FigureCell.absolute(value);
        }
        return comparison.ratio(column.paired()).map(r -> FigureCell.paired(value, r)).orElseGet(() -> FigureCell.absolute(value));
    }

    private static PairedComparison comparison(CaseRef c, CaseRef reference) {
        if (c.pair() == null || reference == null) {
            return null;
        }
        return PairedComparison.of(c.pair(), c.result(), reference.result(),
                PairedComparison.toleranceOf(c.file().run()));
    }

    /**
     * The reference's runtime jars, MiB: its own file's when it is a case of the class, else those of its class's own
     * run when the report holds one; NaN when neither does (a suite's files carry another class's reference without them).
     */
    private double referenceJars(CaseRef reference) {
        String id = reference.result().id();
        int dot = id.indexOf('.');
        if (dot < 0) {
            return reference.file().run().environment().classpathMiB();
        }
        String className = id.substring(0, dot);
        return report.runs().stream().map(RunFile::run).filter(r -> r.benchmarkName().equals(className))
                .mapToDouble(r -> r.environment().classpathMiB()).findFirst().orElse(Double.NaN);
    }

    /** {@code calls 21–220 of a new JVM} when every case of the sections has that early block, else a plainer phrase. */
    private static String earlyCalls(List<Section> sections) {
        Set<List<Integer>> blocks = new LinkedHashSet<>();
        for (Section s : sections) {
            if (s.reference() != null) {
                blocks.add(block(s.reference()));
            }
            s.cases().forEach(c -> blocks.add(block(c)));
        }
        if (blocks.size() != 1) {
            return "soon after start";
        }
        List<Integer> block = blocks.iterator().next();
        return "calls " + (block.get(0) + 1) + "–" + (block.get(0) + block.get(1)) + " of a new JVM";
    }

    private static List<Integer> block(CaseRef c) {
        return List.of(c.settings().startup().warmup(), c.settings().startup().requests());
    }

    /** The rows, the case's name added to each label two rows share. */
    private static List<ClientRow> distinctLabels(List<ClientRow> rows) {
        Map<String, Long> uses = rows.stream().collect(Collectors.groupingBy(ClientRow::label, Collectors.counting()));
        return rows.stream().map(r -> uses.get(r.label()) == 1 ? r : r.labelled(r.label() + " (" + r.caseId() + ")")).toList();
    }

    /**
     * The section's figures once warm from {@link #steadyFrom}, when it holds the section's reference and every one of
     * its cases, each read against that reference there; else empty, and the section keeps its own.
     */
    private Optional<Borrowed> borrow(Section s) {
        if (steadyFrom == null || s.reference() == null) {
            return Optional.empty();
        }
        Map<String, CaseRef> cases = new HashMap<>();
        for (CaseRef c : s.cases()) {
            Optional<CaseRef> there = steadyFrom.report().runs().stream().filter(f -> f.run().benchmark().equals(c.file().run().benchmark()))
                    .flatMap(f -> f.run().caseById(c.result().id()).map(r -> caseRef(f, r)).stream())
                    .filter(r -> r.pair() != null && r.pair().referenceId().equals(s.reference().result().id())).findFirst();
            if (there.isEmpty()) {
                return Optional.empty();
            }
            cases.put(c.key(), there.get());
        }
        return Optional.ofNullable(referenceOf(cases.values().iterator().next())).map(r -> new Borrowed(r, cases));
    }

    /** Where a section's figures once warm came from, and how far that run's pace differed from this one's. */
    private String borrowedNote(Section s, Borrowed b) {
        StringBuilder note = new StringBuilder("Once warm, the ").append(s.stream() ? "streaming" : "plain").append(" rows are from `")
                .append(steadyFrom.label().name()).append("` (").append(steadyFrom.label().when()).append("), ")
                .append(b.reference().result().steadyForksPassed()).append(" JVMs per client where this run has ")
                .append(s.reference().result().steadyForksPassed());
        Function<CaseRef, Double> steady = c -> c.result().summary(TableColumn.STEADY.summaryName()).map(Summary::median).orElse(Double.NaN);
        double pace = steady.apply(b.reference()) / steady.apply(s.reference());
        if (Double.isFinite(pace)) {
            note.append("; there ").append(referenceWords()).append(String.format(Locale.ROOT, " took %.2f× as long per warm call", pace));
        }
        List<String> differences = EnvironmentDifference.between(s.reference().file().run().environment(),
                b.reference().file().run().environment()).stream().map(EnvironmentDifference::field).toList();
        if (!differences.isEmpty()) {
            note.append(" (").append(String.join(", ", differences)).append(differences.size() == 1 ? " differs" : " differ").append(')');
        }
        return note.append(": compare those rows by their ratios, not their µs.").toString();
    }

    private String referenceWords() {
        return referenceName == null ? "the reference" : referenceName;
    }
}
