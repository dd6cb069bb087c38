package dev.sdkbench.junit.settings;

/**
 * What the fixture requires of a case's requests and what every call must return.
 *
 * @param prompt    the user prompt the fixture requires
 * @param maxTokens the output limit the fixture requires
 * @param model     the model the fixture requires, or {@code null} for any (each case uses its own)
 * @param text      the text every call must return ({@code expect} in results)
 */
public record Expectations(String prompt, int maxTokens, String model, String text) {
}
