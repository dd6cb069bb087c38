package dev.sdkbench.junit.samples;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

import dev.sdkbench.junit.Dialect;
import dev.sdkbench.junit.Forks;
import dev.sdkbench.junit.SdkBenchmark;
import dev.sdkbench.junit.Startup;
import dev.sdkbench.junit.Steady;

/** A team's own benchmark annotation: its protocol written once, carried by every class it marks. */
@Target(ElementType.TYPE)
@Retention(RetentionPolicy.RUNTIME)
@SdkBenchmark(dialect = Dialect.NONE)
@Startup(forks = 2, minForks = 2, warmup = 4, requests = 12)
@Steady(forks = 0)
@Forks(heap = "128m")
public @interface TeamBenchmark {
}
