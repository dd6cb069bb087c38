package dev.sdkbench.results.stats;

/**
 * How a figure grows with a size: the least-squares line through points (size, figure), each point one fork's, with
 * the slope's 95% Student-t interval on n - 2 degrees of freedom. Every fork is its own point, so the interval holds
 * the spread between JVMs of one size as well as the line's misfit; a slope that is not linear (a client whose cost
 * jumps at a buffer's size) shows as a wide interval.
 *
 * @param perUnit   the slope: what one more unit of size adds to the figure
 * @param low       the 95% interval's lower end; {@code NaN} with fewer than 3 points or one size only
 * @param high      its upper end
 * @param intercept the line's figure at size 0
 * @param points    the points it was fitted to
 */
public record Slope(double perUnit, double low, double high, double intercept, int points) {

    /** The line through {@code (sizes[i], figures[i])}; all {@code NaN} with fewer than 2 points or one size only. */
    public static Slope fit(double[] sizes, double[] figures) {
        int n = sizes.length;
        if (n != figures.length) {
            throw new IllegalArgumentException(n + " sizes but " + figures.length + " figures");
        }
        double meanSize = mean(sizes);
        double meanFigure = mean(figures);
        double sxx = 0;
        double sxy = 0;
        for (int i = 0; i < n; i++) {
            sxx += (sizes[i] - meanSize) * (sizes[i] - meanSize);
            sxy += (sizes[i] - meanSize) * (figures[i] - meanFigure);
        }
        if (n < 2 || sxx == 0) {
            return new Slope(Double.NaN, Double.NaN, Double.NaN, Double.NaN, n);
        }
        double slope = sxy / sxx;
        double intercept = meanFigure - slope * meanSize;
        if (n < 3) {
            return new Slope(slope, Double.NaN, Double.NaN, intercept, n);
        }
        double residuals = 0;
        for (int i = 0; i < n; i++) {
            double r = figures[i] - intercept - slope * sizes[i];
            residuals += r * r;
        }
        double half = IterationError.t95(n - 2) * Math.sqrt(residuals / (n - 2) / sxx);
        return new Slope(slope, slope - half, slope + half, intercept, n);
    }

    /** Whether the interval holds {@code value}. */
    public boolean contains(double value) {
        return low <= value && value <= high;
    }

    private static double mean(double[] values) {
        double sum = 0;
        for (double v : values) {
            sum += v;
        }
        return values.length == 0 ? Double.NaN : sum / values.length;
    }
}
