package dev.sdkbench.results.model;

import static org.apiguardian.api.API.Status.EXPERIMENTAL;

import org.apiguardian.api.API;

/**
 * The measured library as the build names it: {@code "openai-java 4.105.0"} is name
 * {@code openai-java}, version {@code 4.105.0}. The version is the last word when it starts
 * with a digit, else empty.
 */
@API(status = EXPERIMENTAL, since = "0.1")
public record Library(String name, String version) {

    public static Library parse(String label) {
        String text = label == null ? "" : label.strip();
        int space = text.lastIndexOf(' ');
        if (space > 0 && Character.isDigit(text.charAt(space + 1))) {
            return new Library(text.substring(0, space), text.substring(space + 1));
        }
        return new Library(text, "");
    }

    /** The label as written in results files. */
    public String label() {
        return version.isEmpty() ? name : name + " " + version;
    }
}
