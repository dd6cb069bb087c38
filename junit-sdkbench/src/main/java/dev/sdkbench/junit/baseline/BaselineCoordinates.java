package dev.sdkbench.junit.baseline;

import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The Maven coordinates of a released or installed baseline: {@code com.anthropic:anthropic-java:3.13.0}.
 *
 * @param groupId    the artifact's group, e.g. {@code com.anthropic}
 * @param artifactId the artifact, e.g. {@code anthropic-java}
 * @param version    one version (no range), e.g. {@code 3.13.0}
 */
public record BaselineCoordinates(String groupId, String artifactId, String version) {

    /** The form users write, as messages print it. */
    public static final String FORM = "group:artifact:version, e.g. com.anthropic:anthropic-java:3.13.0";

    private static final Pattern COORDINATES = Pattern.compile("([\\w.-]+):([\\w.-]+):([\\w.+-]+)");

    /** The coordinates in {@code text}, or empty when it is not {@code group:artifact:version}. */
    public static Optional<BaselineCoordinates> parse(String text) {
        Matcher m = COORDINATES.matcher(text.trim());
        return m.matches() ? Optional.of(new BaselineCoordinates(m.group(1), m.group(2), m.group(3))) : Optional.empty();
    }

    @Override
    public String toString() {
        return groupId + ":" + artifactId + ":" + version;
    }
}
