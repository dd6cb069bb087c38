package dev.sdkbench.examples.openai;

import java.util.List;
import java.util.stream.Collectors;

/** The structured-output scenario's reply type: three languages with the year each was created. */
public class Languages {

    public List<Language> languages;

    /** One language. */
    public static class Language {
        public String name;
        public int year;
    }

    /** How a scenario case reports what it parsed: {@code C 1972, Python 1991, Java 1995}. */
    String describe() {
        return languages.stream().map(l -> l.name + " " + l.year).collect(Collectors.joining(", "));
    }
}
