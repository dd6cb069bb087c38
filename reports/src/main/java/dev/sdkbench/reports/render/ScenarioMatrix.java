package dev.sdkbench.reports.render;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import dev.sdkbench.results.model.CaseResult;
import dev.sdkbench.results.model.Report;

/**
 * The report's cases by scenario and library: which library was measured in which scenario, and
 * which cannot do one. A plain case that streams counts as the {@code streaming} scenario.
 *
 * @param scenarios the scenarios present, the engine's in their usual order, then others by name
 * @param libraries the libraries present, in the report's order
 * @param cells     (library, scenario) → the rows of that cell, in the report's order
 */
public record ScenarioMatrix(List<String> scenarios, List<String> libraries, Map<String, Map<String, List<Report.Row>>> cells) {

    public static final String PLAIN = "plain";
    public static final String STREAMING = "streaming";
    /**
     * The order the matrix lists scenarios in: the engine's ({@code dev.sdkbench.junit.Scenario}, which
     * defines them; a test there checks this list against it), with streaming after plain. Reports
     * cannot depend on the engine, which depends on reports.
     */
    public static final List<String> ORDER = List.of(PLAIN, STREAMING, "function-calling", "structured-output", "multi-turn",
            "agent-loop", "rapid-fire", "parallel", RetryTable.SCENARIO, "hedged");

    public static ScenarioMatrix of(Report report) {
        Set<String> present = new LinkedHashSet<>();
        Map<String, Map<String, List<Report.Row>>> cells = new LinkedHashMap<>();
        for (Report.Row row : report.rows()) {
            String scenario = scenarioOf(row);
            present.add(scenario);
            cells.computeIfAbsent(row.library().name(), l -> new LinkedHashMap<>())
                    .computeIfAbsent(scenario, s -> new ArrayList<>()).add(row);
        }
        List<String> scenarios = new ArrayList<>(ORDER.stream().filter(present::contains).toList());
        present.stream().filter(s -> !ORDER.contains(s)).sorted().forEach(scenarios::add);
        return new ScenarioMatrix(scenarios, List.copyOf(cells.keySet()), cells);
    }

    /** The case's scenario as the results file names it; {@code plain} when it names none. */
    public static String scenarioOf(Report.Row row) {
        String name = row.result().settings().scenario();
        return name.equals(PLAIN) && row.result().settings().stream() ? STREAMING : name;
    }

    /** Whether the report holds more than plain and streaming cases. */
    public boolean hasScenarios() {
        return scenarios.stream().anyMatch(s -> !s.equals(PLAIN) && !s.equals(STREAMING));
    }

    /** The scenario-only figures ({@link Figure#SCENARIO}) measured in at least one of the scenario's cases. */
    public List<Figure> figures(String scenario) {
        return Figure.SCENARIO.stream().filter(name -> libraries.stream().flatMap(l -> cell(l, scenario).stream())
                .anyMatch(r -> r.result().summary(name).isPresent())).map(Figure::of).toList();
    }

    public List<Report.Row> cell(String library, String scenario) {
        return cells.getOrDefault(library, Map.of()).getOrDefault(scenario, List.of());
    }

    /**
     * What a cell shows: the early µs per call of each of its cases ({@code a / b} for several), a
     * case's status when it has no figure (UNSUPPORTED, FAILED), or – when nothing was measured.
     */
    public String text(String library, String scenario) {
        List<String> values = cell(library, scenario).stream().map(r -> r.result().status().equals(CaseResult.OK)
                ? Format.median(r.result(), Headline.EARLY) : r.result().status()).toList();
        return values.isEmpty() ? Format.NONE : String.join(" / ", values);
    }
}
