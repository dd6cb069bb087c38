// junit-sdkbench in a Gradle build (Gradle 8 or newer): `gradle sdkbench` runs the @SdkBenchmark classes (*Benchmark)
// through the JUnit console launcher, with every sdkbench.* setting given to Gradle forwarded to it, its output
// folders declared and never up to date, so a second run measures again. The `test` task leaves the benchmarks out.
//
// Gradle itself is not run on junit-sdkbench's machines (no Gradle 8 can be installed there): it/console-launcher/run.sh
// runs the command line this task builds, `java -D<sdkbench.*> -cp <launcher> ConsoleLauncher <sdkbenchLauncherArgs>
// --class-path <test runtime classpath> --scan-classpath=<test classes>`, reading the list below from this file, on
// a project in Gradle's layout (build/classes/java/{main,test}).
plugins {
    java
}

repositories {
    mavenLocal()    // junit-sdkbench-standalone, installed from its repository until it is on Maven Central
    mavenCentral()
}

val junitVersion = "6.1.3"
val consoleLauncher: Configuration by configurations.creating

dependencies {
    testImplementation("dev.sdkbench:junit-sdkbench-standalone:0.1.0-SNAPSHOT")
    testImplementation(platform("org.junit:junit-bom:$junitVersion"))
    testImplementation("org.junit.jupiter:junit-jupiter")
    testRuntimeOnly("org.junit.platform:junit-platform-launcher")
    consoleLauncher("org.junit.platform:junit-platform-console-standalone:$junitVersion")
}

// The console launcher's arguments before the classpath ones, as it/console-launcher/run.sh reads them.
val sdkbenchLauncherArgs = listOf(
    "execute",
    "--disable-banner",
    "--details=summary",
    "--fail-if-no-tests",
    "--include-classname=.*Benchmark",
)

tasks.test {
    useJUnitPlatform()
    exclude("**/*Benchmark.class")
}

val sdkbench by tasks.registering(JavaExec::class) {
    group = "verification"
    description = "Runs the @SdkBenchmark classes (*Benchmark) in forked JVMs through the JUnit console launcher."
    val tests = sourceSets.test.get()
    dependsOn(tasks.testClasses)
    classpath = consoleLauncher
    mainClass.set("org.junit.platform.console.ConsoleLauncher")
    // -Dsdkbench.x=y on Gradle's command line sets the Gradle JVM's property, not a forked JVM's: every one of them,
    // and every -Psdkbench.x=y or gradle.properties entry, goes to the launcher's JVM, where the engine reads it.
    systemProperties(providers.gradlePropertiesPrefixedBy("sdkbench.").get())
    systemProperties(providers.systemPropertiesPrefixedBy("sdkbench.").get())
    args(sdkbenchLauncherArgs)
    argumentProviders.add(CommandLineArgumentProvider {
        listOf("--class-path", tests.runtimeClasspath.asPath, "--scan-classpath=" + tests.output.classesDirs.asPath)
    })
    // Results go to build/sdkbench (the build folder above the test classes), the report to build/sdkbench-reports.
    outputs.dir(layout.buildDirectory.dir("sdkbench"))
    outputs.dir(layout.buildDirectory.dir("sdkbench-reports"))
    outputs.upToDateWhen { false }
}
