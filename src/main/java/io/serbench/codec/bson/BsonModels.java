package io.serbench.codec.bson;

import java.util.List;

/**
 * The BSON POJO codec's copies of the primitive-array classes: the codec has no codec for
 * {@code int[]} or {@code double[]} ("Can't find a codec for class [I"), so these declare the
 * lists as {@code List<Integer>}/{@code List<Double>}, which it writes as BSON arrays of int32 /
 * double. Every other shape uses the canonical classes directly.
 */
final class BsonModels {
    private BsonModels() {
    }

    public static final class IntLists1 {
        public List<Integer> field1;
    }

    public static final class IntLists5 {
        public List<Integer> field1;
        public List<Integer> field2;
        public List<Integer> field3;
        public List<Integer> field4;
        public List<Integer> field5;
    }

    public static final class IntLists10 {
        public List<Integer> field1;
        public List<Integer> field2;
        public List<Integer> field3;
        public List<Integer> field4;
        public List<Integer> field5;
        public List<Integer> field6;
        public List<Integer> field7;
        public List<Integer> field8;
        public List<Integer> field9;
        public List<Integer> field10;
    }

    public static final class DoubleLists1 {
        public List<Double> field1;
    }

    public static final class DoubleLists5 {
        public List<Double> field1;
        public List<Double> field2;
        public List<Double> field3;
        public List<Double> field4;
        public List<Double> field5;
    }

    public static final class DoubleLists10 {
        public List<Double> field1;
        public List<Double> field2;
        public List<Double> field3;
        public List<Double> field4;
        public List<Double> field5;
        public List<Double> field6;
        public List<Double> field7;
        public List<Double> field8;
        public List<Double> field9;
        public List<Double> field10;
    }
}
