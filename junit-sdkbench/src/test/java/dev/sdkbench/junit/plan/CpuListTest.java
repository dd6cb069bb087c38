package dev.sdkbench.junit.plan;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class CpuListTest {

    @Test
    void parsesNumbersAndRanges() {
        assertThat(CpuList.parse("0-3,8").cpus()).containsExactly(0, 1, 2, 3, 8);
        assertThat(CpuList.parse(" 5\n").cpus()).containsExactly(5);
        assertThat(CpuList.parse("").isEmpty()).isTrue();
    }

    @Test
    void formatsAsTheKernelPrints() {
        assertThat(CpuList.of(0, 1).format()).isEqualTo("0-1");
        assertThat(CpuList.of(8, 2, 0, 1, 3).format()).isEqualTo("0-3,8");
        assertThat(CpuList.of(1, 3, 5).toString()).isEqualTo("1,3,5");
        assertThat(CpuList.of().format()).isEmpty();
    }

    @Test
    void equalSetsAreEqualWhateverTheSpelling() {
        assertThat(CpuList.parse("0,1,2")).isEqualTo(CpuList.parse("0-2"));
        assertThat(CpuList.parse("2,0-1,1")).isEqualTo(CpuList.of(0, 1, 2));
    }

    @Test
    void roundTrips() {
        String text = "0-2,4,6-11,23";
        assertThat(CpuList.parse(text).format()).isEqualTo(text);
    }

    @Test
    void intersects() {
        assertThat(CpuList.parse("0-7").intersect(CpuList.parse("4-11"))).isEqualTo(CpuList.parse("4-7"));
    }

    @Test
    void rejectsBadSyntaxSayingWhatIsExpected() {
        assertThatThrownBy(() -> CpuList.parse("0-3;8"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("not a CPU list: \"0-3;8\" (expected numbers and ranges separated by commas, e.g. 0-3,8)");
        assertThatThrownBy(() -> CpuList.parse("3-1"))
                .hasMessage("not a CPU list: \"3-1\" has the descending range 3-1 (write it as 1-3)");
        assertThatThrownBy(() -> CpuList.parse("1,,2")).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> CpuList.of(-1)).isInstanceOf(IllegalArgumentException.class);
    }
}
