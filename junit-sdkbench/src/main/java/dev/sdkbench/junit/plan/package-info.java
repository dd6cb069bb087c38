/**
 * Planning a run: which CPUs the machine offers ({@link dev.sdkbench.junit.plan.CpuTopology}),
 * which of them the build, the workers and the fixture get ({@link dev.sdkbench.junit.plan.CpuPlan}),
 * and which forks run in which order ({@link dev.sdkbench.junit.plan.ForkPlanner}: every case's
 * fewest forks of both {@link dev.sdkbench.results.model.Protocol}s in the interleaved, shuffled order of
 * {@link dev.sdkbench.junit.plan.Schedule}, then more start-up forks until each case is precise or
 * spent). Plain values and decisions; nothing here launches anything.
 */
@API(status = INTERNAL)
package dev.sdkbench.junit.plan;

import static org.apiguardian.api.API.Status.INTERNAL;

import org.apiguardian.api.API;
