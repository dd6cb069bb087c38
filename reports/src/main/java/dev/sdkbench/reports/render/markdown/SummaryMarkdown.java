package dev.sdkbench.reports.render.markdown;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

import dev.sdkbench.results.model.Pair;
import dev.sdkbench.results.model.Report;
import dev.sdkbench.results.model.RunFile;
import dev.sdkbench.results.stats.paired.PairedComparison;
import dev.sdkbench.results.stats.paired.PairedRatio;
import dev.sdkbench.results.stats.paired.PairedVerdict;
import dev.sdkbench.reports.render.Format;

/**
 * The run in a page a pull request comment or a CI job summary can hold ({@code summary.md}): whether it is
 * publishable, then one row per compared figure (case, what it is read against, figure, ratio, 95% interval, verdict),
 * baseline pairs first and within them the slower figures, then every failure. It stays under {@link #LIMIT} characters
 * whatever the run's size, below the 65,536 GitHub takes in a comment: rows that do not fit are left out, with a line
 * saying how many and where the full report is.
 */
public final class SummaryMarkdown {

    /** The most characters the summary has, counted as UTF-8 bytes (× and – take two each), so it holds either way. */
    public static final int LIMIT = 60_000;
    /** The most characters of one failure's line: a long reason is cut, the full report has it whole. */
    static final int LINE_LIMIT = 500;
    /** Room kept for each line that says what was left out, besides the full report's path. */
    private static final int LEFT_OUT_LINE = 200;
    private static final String TABLE_HEAD = "| Case | Over | Figure | Ratio | 95% interval | Verdict |\n|---|---|---|---:|---|---|\n";
    /** Verdicts in the order a reader acts on them. */
    private static final List<PairedVerdict> ORDER = List.of(PairedVerdict.SLOWER, PairedVerdict.FASTER, PairedVerdict.UNRESOLVED,
            PairedVerdict.SAME);

    private SummaryMarkdown() {
    }

    /**
     * The summary of {@code report}; {@code fullReport} says where the full report is (a path a reader can open).
     */
    public static String render(Report report, String fullReport) {
        List<PairedComparison> comparisons = PairedComparison.of(report);
        StringBuilder md = new StringBuilder(head(report, comparisons));
        String footer = "\nThe full report, every table with the method and the environment: `" + fullReport + "`.\n";
        List<String> rows = rows(report);
        List<String> failures = report.failures().stream().map(f -> "- " + shortened(MarkdownReport.inline(f.line())) + "\n")
                .toList();
        int budget = LIMIT - size(md.toString()) - size(footer) - size(TABLE_HEAD) - size(failuresHead(failures))
                - 2 * (LEFT_OUT_LINE + size(fullReport));
        // Failures keep at least a third of the room when they need it; what rows leave over is theirs too.
        int rowBudget = budget - Math.min(length(failures), budget / 3);
        int rowsShown = fitting(rows, rowBudget);
        int failuresShown = fitting(failures, budget - length(rows.subList(0, rowsShown)));
        if (!rows.isEmpty()) {
            md.append(TABLE_HEAD);
            rows.subList(0, rowsShown).forEach(md::append);
            leftOut(md, rows.size() - rowsShown, "rows", fullReport);
        }
        if (!failures.isEmpty()) {
            md.append(failuresHead(failures));
            failures.subList(0, failuresShown).forEach(md::append);
            leftOut(md, failures.size() - failuresShown, "failures", fullReport);
        }
        return md.append(footer).toString();
    }

    private static String head(Report report, List<PairedComparison> comparisons) {
        List<Report.Failure> failures = report.failures();
        StringBuilder md = new StringBuilder("## junit-sdkbench: ").append(report.rows().size()).append(" cases, ")
                .append(failures.isEmpty() ? "publishable" : "**NOT PUBLISHABLE** (" + failures.size()
                        + (failures.size() == 1 ? " failure" : " failures") + ", listed below the verdicts)").append("\n\n");
        List<PairedRatio> baseline = comparisons.stream().filter(c -> c.pair().role() == Pair.Role.BASELINE)
                .flatMap(c -> c.ratios().stream()).toList();
        if (!baseline.isEmpty()) {
            long slower = comparisons.stream().mapToLong(c -> c.regressions().size()).sum();
            md.append(slower > 0 ? "**Slower than the baseline: " + slower + (slower == 1 ? " figure, which fails"
                    : " figures, which fail") + " the build.**" : "**Nothing slower than the baseline.**").append(' ')
                    .append(count(baseline, PairedVerdict.SAME)).append(" of ").append(baseline.size())
                    .append(" baseline figures the same within ±").append(tolerancePercent(comparisons)).append(".\n\n");
        }
        if (comparisons.isEmpty()) {
            md.append("No case ran side by side with a reference or a baseline, so no figure has a ratio and a verdict.\n\n");
        } else {
            md.append(MarkdownReport.resolvedLine(comparisons)).append(" Ratio: the case's figure over what it is read")
                    .append(" against, from forks that ran in the same rounds; *SAME* within ±").append(tolerancePercent(comparisons))
                    .append(", *UNRESOLVED* when the interval allows neither.\n\n");
        }
        return md.toString();
    }

    /**
     * One row per compared figure: baseline pairs first, then by verdict (slower first), then in the report's order. A
     * case is named by its class too when another class has a case of its name.
     */
    private static List<String> rows(Report report) {
        record Row(String caseName, Pair pair, PairedRatio ratio) {
        }
        Map<String, Set<String>> classesOfCase = new HashMap<>();
        report.runs().forEach(f -> f.run().pairs().forEach(p -> classesOfCase.computeIfAbsent(p.caseId(), k -> new HashSet<>())
                .add(f.run().benchmark())));
        List<Row> rows = new ArrayList<>();
        for (RunFile f : report.runs()) {
            for (PairedComparison c : PairedComparison.of(f.run())) {
                String id = c.pair().caseId();
                String name = classesOfCase.get(id).size() > 1 ? f.run().benchmarkName() + "." + id : id;
                c.ratios().forEach(r -> rows.add(new Row(name, c.pair(), r)));
            }
        }
        rows.sort(Comparator.comparing((Row r) -> r.pair().role() == Pair.Role.BASELINE ? 0 : 1)
                .thenComparing(r -> ORDER.indexOf(r.ratio().verdict())));
        return rows.stream().map(r -> row(r.caseName(), r.pair(), r.ratio())).toList();
    }

    private static String row(String caseName, Pair pair, PairedRatio r) {
        String interval = Double.isNaN(r.low()) ? "none: " + r.pairs() + " pairs, 6 needed"
                : String.format(Locale.ROOT, "%.2f–%.2f (%d pairs)", r.low(), r.high(), r.pairs());
        String verdict = r.different() ? "**" + r.verdictWord() + "**" : r.verdictWord();
        return "| " + MarkdownReport.cell(caseName) + " | " + MarkdownReport.cell(pair.referenceId())
                + (pair.role() == Pair.Role.BASELINE ? " (baseline)" : " (reference)") + " | " + r.figure().label() + " | "
                + String.format(Locale.ROOT, "%.2f×", r.ratio()) + " | " + interval + " | " + verdict + " |\n";
    }

    private static String failuresHead(List<String> failures) {
        return failures.isEmpty() ? "" : "\n### Failures (" + failures.size() + ")\n\n";
    }

    private static void leftOut(StringBuilder md, int count, String what, String fullReport) {
        if (count > 0) {
            md.append("\n*").append(count).append(' ').append(what).append(" left out to keep this summary under ")
                    .append(String.format(Locale.ROOT, "%,d", LIMIT)).append(" characters; the full report has them all: `")
                    .append(fullReport).append("`.*\n");
        }
    }

    /** How many of the lines, from the first, fit in {@code budget} bytes. */
    private static int fitting(List<String> lines, int budget) {
        int used = 0;
        for (int i = 0; i < lines.size(); i++) {
            used += size(lines.get(i));
            if (used > budget) {
                return i;
            }
        }
        return lines.size();
    }

    private static int length(List<String> lines) {
        return lines.stream().mapToInt(SummaryMarkdown::size).sum();
    }

    /**
     * The text's size in UTF-8 bytes, never less than its characters: the limit holds whichever a reader counts
     * (GitHub's comment limit counts characters, {@code wc -c} and the job summary's limit count bytes).
     */
    static int size(String text) {
        return text.getBytes(StandardCharsets.UTF_8).length;
    }

    private static String shortened(String line) {
        return line.length() <= LINE_LIMIT ? line : line.substring(0, LINE_LIMIT - 1) + "…";
    }

    private static long count(List<PairedRatio> ratios, PairedVerdict verdict) {
        return ratios.stream().filter(r -> r.verdict() == verdict).count();
    }

    private static String tolerancePercent(List<PairedComparison> comparisons) {
        return Format.number(PairedComparison.band(comparisons) * 100, 0) + "%";
    }
}
