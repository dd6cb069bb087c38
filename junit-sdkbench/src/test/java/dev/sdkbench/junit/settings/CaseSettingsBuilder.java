package dev.sdkbench.junit.settings;

import java.util.List;

import dev.sdkbench.fixture.scenario.Scenario;
import dev.sdkbench.fixture.scenario.Scenarios;
import dev.sdkbench.junit.Dialect;
import dev.sdkbench.results.model.CaseSettings;

/**
 * Case settings for tests that need one without resolving a class: a plain chat case that asks
 * {@code Say hello.} with 32 tokens and any model, expects {@code Hello.}, runs one start-up fork of
 * 1 + 1 calls, no steady fork, in a 256m heap with a 10 s timeout. Only what a test cares about is named.
 */
public final class CaseSettingsBuilder {

    private final String id;
    private Dialect dialect = Dialect.CHAT;
    private boolean stream;
    private long fixtureDelayMicros;
    private String model;
    private Scenario scenario = Scenarios.PLAIN;
    private int startupForks = 1;

    private CaseSettingsBuilder(String id) {
        this.id = id;
    }

    public static CaseSettingsBuilder named(String id) {
        return new CaseSettingsBuilder(id);
    }

    public CaseSettingsBuilder dialect(Dialect value) {
        dialect = value;
        return this;
    }

    public CaseSettingsBuilder stream(boolean value) {
        stream = value;
        return this;
    }

    public CaseSettingsBuilder model(String value) {
        model = value;
        return this;
    }

    public CaseSettingsBuilder scenario(Scenario value) {
        scenario = value;
        return this;
    }

    /** The most and the fewest start-up forks: what the case costs. */
    public CaseSettingsBuilder startupForks(int value) {
        startupForks = value;
        return this;
    }

    public CaseSettingsBuilder fixtureDelayMicros(long value) {
        fixtureDelayMicros = value;
        return this;
    }

    public ResolvedCaseSettings build() {
        return new ResolvedCaseSettings(id, dialect, stream, new Expectations("Say hello.", 32, model, "Hello."),
                new CaseSettings.Startup(startupForks, startupForks, 1, 1, 0, 0), ResolvedCaseSettings.noSteady(),
                new CaseSettings.Forks("256m", List.of(), 10), scenario, null, new CaseSettings.Fixture(fixtureDelayMicros));
    }
}
