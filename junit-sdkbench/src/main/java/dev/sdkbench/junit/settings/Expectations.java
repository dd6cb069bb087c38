package dev.sdkbench.junit.settings;

import com.fasterxml.jackson.annotation.JsonProperty;

/**
 * What the fixture requires of a case's requests and what every call must return; flattened into
 * the results' settings as {@code prompt}, {@code maxTokens}, {@code model} and {@code expect}.
 *
 * @param prompt    the user prompt the fixture requires
 * @param maxTokens the output limit the fixture requires
 * @param model     the model the fixture requires, or {@code null} for any (each case uses its own)
 * @param text      the text every call must return
 */
public record Expectations(String prompt, int maxTokens, String model, @JsonProperty("expect") String text) {
}
