package dev.sdkbench.junit.settings;

import java.util.List;

import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonUnwrapped;

/**
 * The resolved settings of one client case.
 *
 * @param id                 the case's name in results: the method name
 * @param dialect            fixture dialect the case must call, or {@link #NO_DIALECT}
 * @param stream             whether the case streams
 * @param prompt             prompt the fixture requires
 * @param maxTokens          output limit the fixture requires
 * @param model              model the fixture requires, or {@code null} for any
 * @param expect             text every call must return
 * @param startup            how its start-up forks run (flattened into the results' settings)
 * @param steady             how its steady forks run (flattened as {@code steadyForks}, {@code steadyIterationMillis}...)
 * @param heap               {@code -Xms}/{@code -Xmx} value
 * @param jvmArgs            extra flags, after the harness's own
 * @param forkTimeoutSeconds when a fork is killed
 * @param scenario           what one measured call does, e.g. {@code plain} or {@code agent-loop}
 * @param requestsPerCall    the exact number of requests one measured call makes in the scenario
 * @param unsupported        why the case's SDK cannot do the scenario, or {@code null} when it can
 * @param fixtureDelayMicros the delay the fixture adds before every answer to this case, µs
 */
public record CaseSettings(String id, String dialect, boolean stream, String prompt, int maxTokens, String model,
                           String expect, @JsonUnwrapped @JsonProperty("startupProtocol") StartupProtocol startup,
                           @JsonUnwrapped(prefix = "steady") @JsonProperty("steadyProtocol") SteadyProtocol steady, String heap, List<String> jvmArgs, int forkTimeoutSeconds,
                           String scenario, int requestsPerCall, String unsupported, long fixtureDelayMicros) {

    /** The dialect of a case that calls nothing, such as the empty case that measures the scaffold. */
    public static final String NO_DIALECT = "none";

    public CaseSettings {
        jvmArgs = List.copyOf(jvmArgs);
    }

    /** Whether the case runs steady forks; in the results' settings as {@code steady}. */
    @JsonProperty("steady")
    public boolean measuresSteady() {
        return steady.forks() > 0;
    }
}
