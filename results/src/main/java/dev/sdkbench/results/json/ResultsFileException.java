package dev.sdkbench.results.json;

import static org.apiguardian.api.API.Status.EXPERIMENTAL;

import org.apiguardian.api.API;

import java.io.IOException;
import java.nio.file.Path;

/** A results file that cannot be read: missing, not JSON, another schema version, or a field of the wrong shape. */
@API(status = EXPERIMENTAL, since = "0.1")
public final class ResultsFileException extends IOException {

    private static final long serialVersionUID = 1L;

    private final transient Path file;

    public ResultsFileException(Path file, String problem) {
        super(file + ": " + problem);
        this.file = file;
    }

    public ResultsFileException(Path file, String problem, Throwable cause) {
        super(file + ": " + problem, cause);
        this.file = file;
    }

    public Path file() {
        return file;
    }
}
