/**
 * Planning a run before any fork starts: which CPUs the machine offers ({@link
 * dev.sdkbench.junit.plan.CpuTopology}), which of them the build, the workers and the fixture get
 * ({@link dev.sdkbench.junit.plan.CpuPlan}), and in which order the forks run ({@link
 * dev.sdkbench.junit.plan.Schedule}). Plain values; nothing here launches anything.
 */
package dev.sdkbench.junit.plan;
