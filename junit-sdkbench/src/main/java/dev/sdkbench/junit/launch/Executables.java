package dev.sdkbench.junit.launch;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The system tools the engine runs ({@code taskset}, {@code unshare}, {@code nsenter}, {@code ip}),
 * looked up on the PATH and then in the {@code sbin} folders, which a user's PATH often lacks.
 */
public final class Executables {

    private static final List<String> SYSTEM_DIRS = List.of("/usr/sbin", "/sbin");

    private Executables() {
    }

    public static Optional<Path> find(String name) {
        return find(name, System.getenv("PATH"));
    }

    /** {@code name} in the folders of {@code path} (a PATH value, may be {@code null}), then in the sbin folders. */
    public static Optional<Path> find(String name, String path) {
        List<String> dirs = new ArrayList<>();
        if (path != null) {
            dirs.addAll(List.of(path.split(File.pathSeparator)));
        }
        dirs.addAll(SYSTEM_DIRS);
        for (String dir : dirs) {
            if (dir.isEmpty()) {
                continue;
            }
            Path candidate = Path.of(dir, name);
            if (Files.isExecutable(candidate)) {
                return Optional.of(candidate);
            }
        }
        return Optional.empty();
    }
}
