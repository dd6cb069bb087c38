package dev.sdkbench.examples.openai;

import com.fasterxml.jackson.annotation.JsonClassDescription;
import com.fasterxml.jackson.annotation.JsonPropertyDescription;
import com.fasterxml.jackson.annotation.JsonTypeName;

import dev.sdkbench.fixture.scenario.ScenarioText;

/** The {@code get_weather} tool's arguments, as openai-java derives a function tool from a class. */
@JsonTypeName(ScenarioText.TOOL_NAME)
@JsonClassDescription(ScenarioText.TOOL_DESCRIPTION)
public class GetWeather {

    /** The unit the weather is reported in. */
    public enum Unit { celsius, fahrenheit }

    @JsonPropertyDescription("The city name")
    public String city;

    public Unit unit;

    /** How a scenario case reports the typed call it read. */
    String describe(String name) {
        return name + "(" + city + ", " + unit + ")";
    }
}
