package dev.sdkbench.results.model;

import static org.apiguardian.api.API.Status.EXPERIMENTAL;

import org.apiguardian.api.API;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * How noisy the machine itself was, measured by the engine before and after the run: per measure
 * (a register loop, a memory walk, a loopback round trip) its median and IQR as a percentage of the
 * median, and the steal time. A machine that spreads more than a run's precision target cannot give
 * figures that precise.
 *
 * @param before   the reading before the run (the noisiest worker's), or {@code null}
 * @param after    the reading after it, or {@code null}
 * @param readings every worker's reading, before the forks then after; {@code null} in files that give only
 *                 {@code before} and {@code after}
 * @param problem  why a probe gave no reading, or {@code null}
 * @param extra    fields this reader does not model
 */
@API(status = EXPERIMENTAL, since = "0.1")
public record MachineNoise(Reading before, Reading after, List<Reading> readings, String problem,
                           Map<String, JsonNode> extra) {

    public MachineNoise {
        readings = readings == null ? null : List.copyOf(readings);
        extra = Extra.copy(extra);
    }

    /**
     * One reading.
     *
     * @param measures the members that are measures (objects with a {@code median}), by name, in file order
     * @param values   every other member (steal %, cpu…), by name, in file order
     */
    public record Reading(Map<String, Measure> measures, Map<String, JsonNode> values) {

        public Reading {
            measures = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(measures));
            values = Extra.copy(values);
        }

        /** The register loop's IQR %, if this reading has one. */
        public Optional<Double> registerLoopIqrPercent() {
            return iqrPercent("register");
        }

        /** The loopback round trip's IQR %, if this reading has one. */
        public Optional<Double> loopbackIqrPercent() {
            return iqrPercent("loopback");
        }

        private Optional<Double> iqrPercent(String word) {
            return measures.entrySet().stream().filter(m -> m.getKey().toLowerCase(Locale.ROOT).contains(word))
                    .map(m -> m.getValue().iqrPercent()).filter(Double::isFinite).findFirst();
        }
    }

    /**
     * One measure of a reading.
     *
     * @param median     its median, in {@code unit}
     * @param iqrPercent p75 − p25 as a percentage of the median; NaN when not given
     * @param unit       {@code ms} or {@code µs}, or {@code null} when not given
     * @param extra      its other fields (p25, p75…), in file order
     */
    public record Measure(double median, double iqrPercent, String unit, Map<String, JsonNode> extra) {

        public Measure {
            extra = Extra.copy(extra);
        }
    }
}
