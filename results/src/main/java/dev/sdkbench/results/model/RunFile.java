package dev.sdkbench.results.model;

import java.nio.file.Path;

/** A run and the file it was read from, so every figure in a report can be traced to its file. */
public record RunFile(Path source, Run run) {
}
