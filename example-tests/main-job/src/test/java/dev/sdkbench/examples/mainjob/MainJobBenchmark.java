package dev.sdkbench.examples.mainjob;

import java.util.stream.Stream;

import org.junit.jupiter.api.DynamicContainer;
import org.junit.jupiter.api.TestFactory;

import dev.sdkbench.junit.SdkBenchmarkSuite;
import dev.sdkbench.junit.SuiteCases;

/**
 * Every SDK module's plain and streaming classes in one run: the clients are compared across modules
 * as measured side by side, each read against the floor of its dialect in the same rounds. The cases
 * tagged {@code variant} or {@code scenarios} are left out (example-tests' excludedGroups).
 */
@SdkBenchmarkSuite(modules = {"../openai-java", "../anthropic-java", "../google-genai", "../bedrock-runtime",
        "../langchain4j-openai", "../langchain4j-anthropic", "../langchain4j-gemini", "../langchain4j-ollama",
        "../spring-ai-openai", "../spring-ai-anthropic", "../spring-ai-google-genai", "../spring-ai-bedrock-converse",
        "../spring-ai-ollama"})
class MainJobBenchmark {

    @TestFactory
    Stream<DynamicContainer> cases(SuiteCases cases) {
        return cases.tests();
    }
}
