package dev.sdkbench.junit.settings;

import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import com.fasterxml.jackson.annotation.JsonUnwrapped;
import com.fasterxml.jackson.databind.annotation.JsonSerialize;
import com.fasterxml.jackson.databind.ser.std.ToStringSerializer;
import com.fasterxml.jackson.databind.util.StdConverter;

import dev.sdkbench.fixture.scenario.Scenario;
import dev.sdkbench.junit.Dialect;

/**
 * The resolved settings of one client case. In results ({@code cases[].settings}) they are one flat
 * object: the sub-records' fields sit beside the case's own, in the order below.
 *
 * @param id                 the case's name in results: the method name
 * @param dialect            fixture dialect the case must call, or {@link Dialect#NONE}; never {@link Dialect#INHERIT}
 * @param stream             whether the case streams
 * @param expectations       what the fixture requires and every call must return
 * @param startup            how its start-up forks run
 * @param steady             how its steady forks run (flattened as {@code steadyForks}, {@code steadyIterationMillis}...)
 * @param jvm                the forks' heap, extra flags and timeout
 * @param scenario           what one measured call does; in results by its id, e.g. {@code plain} or {@code agent-loop}
 * @param unsupported        why the case's SDK cannot do the scenario, or {@code null} when it can
 * @param fixtureDelayMicros the delay the fixture adds before every answer to this case, µs
 */
// The results file's order of a case's settings, which derived values (requestsPerCall, steady) take part in.
@JsonPropertyOrder({"id", "dialect", "stream", "expectations", "startupProtocol", "steadyProtocol", "jvm", "scenario",
        "requestsPerCall", "unsupported", "fixtureDelayMicros", "steady"})
public record CaseSettings(String id, @JsonSerialize(using = ToStringSerializer.class) Dialect dialect, boolean stream,
                           @JsonUnwrapped Expectations expectations,
                           @JsonUnwrapped @JsonProperty("startupProtocol") StartupProtocol startup,
                           @JsonUnwrapped(prefix = "steady") @JsonProperty("steadyProtocol") SteadyProtocol steady,
                           @JsonUnwrapped ForkJvm jvm,
                           @JsonSerialize(converter = ScenarioId.class) Scenario scenario, String unsupported,
                           long fixtureDelayMicros) {

    /** The same case under another id: its side on a baseline classpath. */
    public CaseSettings withId(String otherId) {
        return new CaseSettings(otherId, dialect, stream, expectations, startup, steady, jvm, scenario, unsupported, fixtureDelayMicros);
    }

    /** The exact number of requests one measured call makes in the case's scenario. */
    @JsonProperty("requestsPerCall")
    public int requestsPerCall() {
        return scenario.requestsPerCall();
    }

    /** Whether the case runs steady forks; in the results' settings as {@code steady}. */
    @JsonProperty("steady")
    public boolean measuresSteady() {
        return steady.forks() > 0;
    }

    /** A scenario as results name it. */
    static final class ScenarioId extends StdConverter<Scenario, String> {
        @Override
        public String convert(Scenario scenario) {
            return scenario.id();
        }
    }
}
