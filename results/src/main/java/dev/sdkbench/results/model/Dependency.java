package dev.sdkbench.results.model;

import static org.apiguardian.api.API.Status.EXPERIMENTAL;

import org.apiguardian.api.API;

import java.util.Optional;

/**
 * A jar on a case's classpath with its Maven coordinates, recovered from the local repository's
 * layout ({@code …/repository/<group path>/<artifact>/<version>/<artifact>-<version>[-classifier].jar}).
 */
@API(status = EXPERIMENTAL, since = "0.1")
public record Dependency(String groupId, String artifactId, String version, String path) {

    /** The coordinates of {@code path}, or empty when it is not a jar inside a Maven repository layout. */
    public static Optional<Dependency> fromPath(String path) {
        String[] parts = path.replace('\\', '/').split("/");
        int repository = -1;
        for (int i = parts.length - 1; i >= 0; i--) {
            if (parts[i].equals("repository") || parts[i].startsWith("m2")) {
                repository = i;
                break;
            }
        }
        int n = parts.length;
        if (repository < 0 || n - repository < 5 || !parts[n - 1].endsWith(".jar")) {
            return Optional.empty();
        }
        String version = parts[n - 2];
        String artifact = parts[n - 3];
        if (!parts[n - 1].startsWith(artifact + "-" + version)) {
            return Optional.empty();
        }
        String group = String.join(".", java.util.Arrays.copyOfRange(parts, repository + 1, n - 3));
        return Optional.of(new Dependency(group, artifact, version, path));
    }

    public String coordinates() {
        return groupId + ":" + artifactId + ":" + version;
    }
}
