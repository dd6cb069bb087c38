package dev.sdkbench.junit.samples;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

import dev.sdkbench.junit.Dialect;
import dev.sdkbench.junit.SdkBenchmark;

/** A team's own benchmark annotation: its protocol written once, carried by every class it marks. */
@Target(ElementType.TYPE)
@Retention(RetentionPolicy.RUNTIME)
@SdkBenchmark(dialect = Dialect.NONE, forks = 2, minForks = 2, warmup = 4, requests = 12, steady = false)
public @interface TeamBenchmark {
}
