package dev.sdkbench.reports.render.headline;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;

import dev.sdkbench.results.stats.paired.PairedComparison;
import dev.sdkbench.reports.render.markdown.MarkdownReport;

/**
 * The tables as Markdown, for the top of a page: what a cell says, in one paragraph, then a table per API, each with
 * a line under it naming the run it came from. Generated from the results files, never typed.
 */
public final class ApiTablesMarkdown {

    private ApiTablesMarkdown() {
    }

    public static String render(ApiTables tables) {
        StringBuilder md = new StringBuilder();
        if (!tables.failures().isEmpty()) {
            md.append("> **NOT PUBLISHABLE**: ").append(tables.failures().size()).append(" failure(s) in this run; see its report.md.\n>\n");
            tables.failures().forEach(f -> md.append("> - ").append(MarkdownReport.cell(f)).append('\n'));
            md.append('\n');
        }
        md.append(intro(tables.referenceName() == null ? "its reference case" : tables.referenceName())).append("\n\n");
        for (ApiTable table : tables.tables()) {
            table(md, table, tables.run());
        }
        if (!tables.leftOut().isEmpty()) {
            md.append("Not in these tables: ").append(MarkdownReport.cell(String.join("; ", tables.leftOut()))).append(".\n");
        }
        return md.toString();
    }

    /** What the rows and cells say, once for every table. */
    static String intro(String reference) {
        String tolerance = String.format(Locale.ROOT, "±%.0f%%", PairedComparison.DEFAULT_TOLERANCE * 100);
        return "One table per provider API. Its first row is " + reference + ", and each row under it an SDK case whose JVMs"
                + " ran in the same rounds as its JVMs; streaming cases come under " + reference + "'s streaming row. A cell is"
                + " the median over fresh JVMs, then, in brackets, the case's figure over " + reference + "'s (lower is better)"
                + " and what the 95% interval of that ratio says: *slower* or *faster* (*larger* or *smaller* for memory and"
                + " jars) when the whole interval lies past " + tolerance + ", *same* when it lies within " + tolerance
                + ", *unclear* when it reaches both into and past " + tolerance + ", or when fewer than 6 pairs of JVMs gave none.";
    }

    private static void table(StringBuilder md, ApiTable table, RunLabel run) {
        md.append("### ").append(table.title()).append("\n\n| client |");
        Arrays.stream(TableColumn.values()).forEach(c -> md.append(' ').append(MarkdownReport.cell(c.heading(table.earlyCalls()))).append(" |"));
        md.append("\n|---|").append("---:|".repeat(TableColumn.values().length)).append('\n');
        for (ClientRow row : table.rows()) {
            String label = MarkdownReport.cell(row.label());
            md.append("| ").append(row.reference() ? "**" + label + "**" : label).append(" |");
            row.cells().forEach(c -> md.append(' ').append(MarkdownReport.cell(c.text())).append(" |"));
            md.append('\n');
        }
        md.append('\n').append(note(run, table.notes())).append("\n\n");
    }

    /** The line under a table: the run, its date, and what else the table's figures depend on. */
    static String note(RunLabel run, List<String> notes) {
        StringBuilder note = new StringBuilder("From `").append(run.name()).append("`, ").append(run.when()).append('.');
        notes.forEach(n -> note.append(' ').append(n));
        return MarkdownReport.cell(note.toString());
    }
}
