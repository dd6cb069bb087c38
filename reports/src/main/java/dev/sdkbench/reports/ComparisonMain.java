package dev.sdkbench.reports;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * {@code ComparisonMain <results root> <output.md>}: collects a run's {@code results.json} files,
 * prints the comparison and writes it as Markdown. Exits 2 on bad input, naming the file.
 */
public final class ComparisonMain {

    private ComparisonMain() {
    }

    public static void main(String[] args) {
        if (args.length != 2) {
            System.err.println("usage: ComparisonMain <folder with target/sdkbench/*/results.json below it> <output.md>");
            System.exit(2);
        }
        try {
            Comparison comparison = Comparison.collect(Path.of(args[0]));
            String markdown = comparison.markdown();
            Path out = Path.of(args[1]);
            Files.createDirectories(out.toAbsolutePath().getParent());
            Files.writeString(out, markdown);
            System.out.println(markdown);
            System.out.println("Comparison written to " + out.toAbsolutePath());
        } catch (IOException e) {
            System.err.println("comparison: " + e.getMessage());
            System.exit(2);
        }
    }
}
