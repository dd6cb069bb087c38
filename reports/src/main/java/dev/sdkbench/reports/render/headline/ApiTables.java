package dev.sdkbench.reports.render.headline;

import java.util.List;

import dev.sdkbench.results.model.Report;

/**
 * A run's answer first: one table per provider API, and what a reader must know about all of them.
 *
 * @param run           the run the figures come from
 * @param referenceName what the cases are read against, as a reader says it ("the raw JDK client"), which the results
 *                      files do not record; {@code null} to name each reference by its case
 * @param tables        one per API, in {@link dev.sdkbench.reports.render.ProviderApi}'s order
 * @param leftOut       cases no table shows, each with why ({@code FloorBenchmark.empty: calls no API})
 * @param failures      what makes the run not publishable, one line each; empty when it is
 * @param steadyTaken   the API and mode of each section whose figures once warm came from the other run
 *                      ({@code OpenAI Chat Completions, plain}); empty without one
 */
public record ApiTables(RunLabel run, String referenceName, List<ApiTable> tables, List<String> leftOut, List<String> failures,
                        List<String> steadyTaken) {

    public ApiTables {
        tables = List.copyOf(tables);
        leftOut = List.copyOf(leftOut);
        failures = List.copyOf(failures);
        steadyTaken = List.copyOf(steadyTaken);
    }

    /**
     * The tables of a report.
     *
     * @param report        the run's results
     * @param run           how the notes name it
     * @param referenceName what its cases are read against, or {@code null}
     * @param steadyFrom    another run to take the figures once warm from, or {@code null} for the run's own
     */
    public static ApiTables of(Report report, RunLabel run, String referenceName, SteadyRun steadyFrom) {
        return new TableBuilder(report, run, referenceName, steadyFrom).build();
    }

    /** Every row of every table, in order. */
    public List<ClientRow> rows() {
        return tables.stream().flatMap(t -> t.rows().stream()).toList();
    }
}
