/** Rendering, baselines and comparison of benchmark results. Not built yet; see the project's issues. */
package dev.sdkbench.reports;
