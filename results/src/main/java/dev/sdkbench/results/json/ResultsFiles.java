package dev.sdkbench.results.json;

import static org.apiguardian.api.API.Status.EXPERIMENTAL;

import org.apiguardian.api.API;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;

import dev.sdkbench.results.model.Report;
import dev.sdkbench.results.model.RunFile;

/**
 * Finds and reads the results files a report is made of. A file argument is read as given. A
 * folder contributes every {@code results.json} below it (the engine writes
 * {@code target/sdkbench/<Class>/results.json}) and every other {@code *.json} directly in it
 * (a published run's folder holds {@code <Class>.json}), except the JSON files a report writes
 * ({@link #REPORT_OUTPUTS}).
 */
@API(status = EXPERIMENTAL, since = "0.1")
public final class ResultsFiles {

    public static final String RESULTS_FILE = "results.json";
    /** The report's own JMH-format output, never a results file. */
    public static final String JMH_RESULT_FILE = "jmh-result.json";
    /** The report's Bencher Metric Format output. */
    public static final String BENCHER_FILE = "bencher.json";
    /** The report's github-action-benchmark output. */
    public static final String BENCHMARK_ACTION_FILE = "benchmark-action.json";
    /** The JSON files a report writes beside its results files, none of them a results file. */
    public static final Set<String> REPORT_OUTPUTS = Set.of(JMH_RESULT_FILE, BENCHER_FILE, BENCHMARK_ACTION_FILE);

    private ResultsFiles() {
    }

    public static List<Path> find(List<Path> arguments) throws ResultsFileException {
        Set<Path> files = new LinkedHashSet<>();
        for (Path argument : arguments) {
            if (Files.isRegularFile(argument)) {
                files.add(argument);
            } else if (Files.isDirectory(argument)) {
                files.addAll(inFolder(argument));
            } else {
                throw new ResultsFileException(argument, "no such file or folder");
            }
        }
        return new ArrayList<>(files);
    }

    public static Report load(List<Path> arguments) throws ResultsFileException {
        List<RunFile> runs = new ArrayList<>();
        for (Path file : find(arguments)) {
            runs.add(new RunFile(file, ResultsReader.read(file)));
        }
        return new Report(runs);
    }

    private static List<Path> inFolder(Path folder) throws ResultsFileException {
        try (Stream<Path> walk = Files.walk(folder)) {
            return walk.filter(Files::isRegularFile).filter(p -> isResultsFile(folder, p)).sorted().toList();
        } catch (IOException | UncheckedIOException e) {
            throw new ResultsFileException(folder, "cannot be searched for results files: " + e.getMessage(), e);
        }
    }

    /** Whether {@code file}, found below {@code folder} (which may be the empty path a normalized "." becomes), is a results file. */
    static boolean isResultsFile(Path folder, Path file) {
        String name = file.getFileName().toString();
        if (name.equals(RESULTS_FILE)) {
            return true;
        }
        boolean directlyIn = folder.relativize(file).getNameCount() == 1;
        return directlyIn && name.endsWith(".json") && !REPORT_OUTPUTS.contains(name);
    }
}
