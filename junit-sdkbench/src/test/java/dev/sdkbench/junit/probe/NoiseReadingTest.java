package dev.sdkbench.junit.probe;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.Properties;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import dev.sdkbench.junit.link.LinkFiles;
import dev.sdkbench.junit.probe.NoiseReading.Figure;

class NoiseReadingTest {

    private static NoiseReading reading(double registerIqr, double walkIqr, double loopbackIqr, double steal, String cpus) {
        return new NoiseReading(Instant.parse("2026-12-01T08:34:05.060185609Z"), 1589.205942, cpus, 3,
                new Figure(21.805559000000002, registerIqr, List.of(21.8, 21.805559000000002, 1.0 / 3)),
                new Figure(7.3931995, walkIqr, List.of(7.0, 7.3931995, 9.1)),
                new Figure(48.2, loopbackIqr, List.of(47.0, 48.2, 52.25)), steal, 0);
    }

    @Test
    void thePropertiesKeepEveryValue(@TempDir Path dir) throws IOException {
        NoiseReading odd = new NoiseReading(Instant.now(), Math.PI, "0-1,3", 4, Figure.of(new double[] {1e-9, 2, 3, 1e300}),
                Figure.of(new double[] {0.1, 0.2, 0.30000000000000004, 0.4}), Figure.of(new double[] {5, 5, 5, 5}),
                Double.NaN, -1);
        for (NoiseReading original : List.of(odd, reading(1.2, 3.4, 5.1, 0.25, "1"))) {
            Path file = dir.resolve("reading.properties");
            original.write(file);
            assertThat(NoiseReading.read(file)).isEqualTo(original);
            assertThat(Files.exists(dir.resolve("reading.properties.tmp"))).isFalse();
        }
    }

    @Test
    void aFigureIsTheType7MedianAndIqrOfItsRounds() {
        Figure f = Figure.of(new double[] {40, 10, 30, 20, 50});
        assertThat(f.median()).isEqualTo(30);
        assertThat(f.iqrPercent()).isEqualTo((40 - 20) / 30.0 * 100);
        assertThat(f.values()).containsExactly(40.0, 10.0, 30.0, 20.0, 50.0);
        assertThat(Figure.of(new double[] {5, 5, 5}).iqrPercent()).isZero();
    }

    @Test
    void anIncompleteFileSaysWhatItLacks(@TempDir Path dir) throws IOException {
        Properties p = reading(1, 2, 3, 0, "1").toProperties();
        p.remove("loopback.iqrPercent");
        Path file = dir.resolve("cut.properties");
        LinkFiles.writeAtomically(p, file, "cut");
        assertThatThrownBy(() -> NoiseReading.read(file)).isInstanceOf(IOException.class)
                .hasMessageContaining(file.toString()).hasMessageContaining("lacks 'loopback.iqrPercent'");

        p = reading(1, 2, 3, 0, "1").toProperties();
        p.setProperty("rounds", "4");
        LinkFiles.writeAtomically(p, file, "wrong rounds");
        assertThatThrownBy(() -> NoiseReading.read(file)).isInstanceOf(IOException.class)
                .hasMessageContaining("3 values for 4 rounds");
    }

    @Test
    void exceedsWhenTheRegisterLoopOrTheLoopbackSpreadsMoreThanThePrecision() {
        assertThat(reading(1.2, 90, 2.9, 0, "1").exceeds(0.03)).as("memory walk is not judged").isFalse();
        assertThat(reading(3.1, 0, 0, 0, "1").exceeds(0.03)).isTrue();
        assertThat(reading(0, 0, 3.1, 0, "1").exceeds(0.03)).isTrue();
        assertThat(reading(3.0, 0, 3.0, 0, "1").exceeds(0.03)).as("at the target is within it").isFalse();
        assertThat(reading(55.5, 87.5, 29.0, 0.4, "1").exceeds(0.05)).isTrue();
        assertThat(reading(99, 1, 99, 0, "1").exceeds(3)).as("a precision of ±300% is allowed").isFalse();
        assertThatThrownBy(() -> reading(1, 1, 1, 0, "1").exceeds(0)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("0.03 for ±3%");
        assertThatThrownBy(() -> reading(1, 1, 1, 0, "1").exceeds(Double.NaN)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void describesItselfInOneLine() {
        assertThat(reading(1.23, 3.4, 5.1, 0.25, "1").describe()).isEqualTo(
                "machine noise on cpu 1: register loop IQR 1.2%, memory walk IQR 3.4%, loopback p50 48 µs IQR 5.1%, steal 0.3% (3 rounds)");
        assertThat(reading(1, 2, 3, Double.NaN, "0-1").describe()).startsWith("machine noise on cpus 0-1: ").contains("steal unknown");
        assertThat(reading(1, 2, 3, 0, "").describe()).startsWith("machine noise on an unknown cpu: ");
    }

    @Test
    void refusesRoundsWithoutValues() {
        assertThatThrownBy(() -> new NoiseReading(Instant.now(), 1, "1", 2, Figure.of(new double[] {1, 2}),
                Figure.of(new double[] {1}), Figure.of(new double[] {1, 2}), 0, 0))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("1 values for 2 rounds");
    }
}
