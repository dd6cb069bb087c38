package dev.sdkbench.results.model;

import static org.apiguardian.api.API.Status.EXPERIMENTAL;

import org.apiguardian.api.API;

import java.nio.file.Path;

/** A run and the file it was read from, so every figure in a report can be traced to its file. */
@API(status = EXPERIMENTAL, since = "0.1")
public record RunFile(Path source, Run run) {
}
