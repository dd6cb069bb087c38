package dev.sdkbench.results.stats;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;

import dev.sdkbench.results.model.Summary;

class SummariesTest {

    @Test
    void summarisesLm15sExample() {
        double[] values = {5.4, 5.0, 6.0, 5.2, 5.1};

        Summary s = Summaries.of(values, 11);

        assertThat(s.median()).isEqualTo(5.2);
        assertThat(s.p25()).isEqualTo(5.1);
        assertThat(s.p75()).isEqualTo(5.4);
        assertThat(s.min()).isEqualTo(5.0);
        assertThat(s.max()).isEqualTo(6.0);
        assertThat(s.n()).isEqualTo(5);
        assertThat(s.ciLow()).isLessThanOrEqualTo(5.2);
        assertThat(s.ciHigh()).isGreaterThanOrEqualTo(5.2);
        assertThat(s.values()).as("input order kept").containsExactly(5.4, 5.0, 6.0, 5.2, 5.1);
    }

    @Test
    void rerunWithTheSameSeedIsIdentical() {
        double[] values = {5.4, 5.0, 6.0, 5.2, 5.1, 5.3, 5.9};

        assertThat(Summaries.of(values, 5)).isEqualTo(Summaries.of(values, 5));
    }

    @Test
    void noValuesGiveAnEmptySummary() {
        Summary s = Summaries.of(new double[0], 1);

        assertThat(s.n()).isZero();
        assertThat(s.values()).isEmpty();
        assertThat(List.of(s.median(), s.p25(), s.p75(), s.min(), s.max(), s.ciLow(), s.ciHigh()))
                .allMatch(v -> v.isNaN());
    }

    @Test
    void oneValueIsItsOwnInterval() {
        Summary s = Summaries.of(new double[] {4.2}, 1);

        assertThat(s.ciLow()).isEqualTo(4.2);
        assertThat(s.ciHigh()).isEqualTo(4.2);
        assertThat(s.median()).isEqualTo(4.2);
    }

    @Test
    void rejectsNaNWithAHint() {
        assertThatThrownBy(() -> Summaries.of(new double[] {1, Double.NaN}, 1))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("value 1 is NaN: leave failed or unmeasured forks out of the sample instead of passing a placeholder");
    }
}
