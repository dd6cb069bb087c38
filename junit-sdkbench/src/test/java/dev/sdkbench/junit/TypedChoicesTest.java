package dev.sdkbench.junit;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.List;

import org.junit.jupiter.api.Test;

import dev.sdkbench.fixture.dialect.Dialects;
import dev.sdkbench.fixture.scenario.Scenarios;
import dev.sdkbench.reports.render.ScenarioMatrix;

/**
 * The annotations' enums name exactly what the fixture serves, by the ids results use: a dialect
 * or scenario the fixture gains or loses fails here until the enum follows.
 */
class TypedChoicesTest {

    @Test
    void everyDialectIsOneTheFixtureServesOrNone() {
        List<String> ids = Arrays.stream(Dialect.values()).filter(d -> d != Dialect.INHERIT).map(Dialect::id).toList();

        assertThat(ids).containsExactlyElementsOf(concat(Dialects.all().stream().map(d -> d.id()).toList(), "none"));
    }

    @Test
    void everyScenarioIsOneTheFixtureDefines() {
        List<String> ids = Arrays.stream(Scenario.values()).filter(s -> s != Scenario.INHERIT).map(Scenario::id).toList();

        assertThat(ids).containsExactlyInAnyOrderElementsOf(Scenarios.all().stream().map(s -> s.id()).toList());
    }

    @Test
    void theReportsScenarioMatrixListsTheEnginesScenariosInTheirOrder() {
        List<String> ids = Arrays.stream(Scenario.values()).filter(s -> s != Scenario.INHERIT).map(Scenario::id).toList();

        assertThat(ScenarioMatrix.ORDER.stream().filter(s -> !s.equals(ScenarioMatrix.STREAMING)).toList())
                .as("reports' scenario order (it cannot see this enum)").containsExactlyElementsOf(ids);
    }

    @Test
    void aConstantReadsAsItsIdInMessages() {
        assertThat(Dialect.CHAT + " " + Scenario.RAPID_FIRE).isEqualTo("chat rapid-fire");
        assertThat(Dialect.INHERIT.id()).isNull();
        assertThat(Scenario.INHERIT.id()).isNull();
    }

    private static List<String> concat(List<String> list, String last) {
        return java.util.stream.Stream.concat(list.stream(), java.util.stream.Stream.of(last)).toList();
    }
}
