/**
 * Linux's own CPU accounting, read from {@code /proc}: the ticks of some CPUs ({@link
 * dev.sdkbench.junit.proc.CpuTicks}, {@code /proc/stat}), the ticks of one process or thread
 * ({@link dev.sdkbench.junit.proc.TaskTicks}, {@code /proc/<pid>/stat}), and what other processes took of a
 * fork's CPU while it ran ({@link dev.sdkbench.junit.proc.CpuShare}).
 *
 * <p>Plain {@code java.*} only: a fork reads its own ticks here after its last call, and the machine
 * probe reads the steal time.
 */
@API(status = INTERNAL)
package dev.sdkbench.junit.proc;

import static org.apiguardian.api.API.Status.INTERNAL;

import org.apiguardian.api.API;
