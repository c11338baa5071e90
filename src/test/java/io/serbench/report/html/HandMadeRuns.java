package io.serbench.report.html;

import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVRecord;

import java.io.IOException;
import java.io.StringReader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * Two hand-made run folders (results.csv and environment.properties) in the reporter's own
 * format, with real library ids so the page's marks come from the support matrix and the
 * hostile-input table: fastjson2 is unsafe on hostile input, fastjson legacy, jsoniter-6digits
 * lossy and legacy, jackson-blackbird safe and maintained; kryo, protobuf and sbe stand for the
 * three binary families on the numeric lists.
 */
final class HandMadeRuns {
    static final String HEADER = "benchmark,scenario,element,fields,digits,direction,library,rounds,speedup,ci_low,ci_high,"
            + "no_difference,lossy,ns_op,ns_op_error,bytes,deflated_bytes,mb_per_s,alloc_b_op,note,ci_df,host_sensitive\n";
    static final String BASE = "baseline: each round's ns/op is the geometric mean of its brackets";

    /**
     * The JDK 17 run: media (both directions) and int (fields 1 and 10), with jackson-blackbird on
     * media; list(int) at fields 10 (both directions) and list(double) at fields 10, digits 17
     * (decode) with a library of each binary family. Intervals that contain 1: fastjson's media
     * decode, jsoniter-6digits' media encode, jackson-blackbird's media decode, kryo's list(int)
     * decode.
     */
    static final String RUN_17 = HEADER
            + "io.serbench.bench.MediaBench.encode,media,,1,,encode,jackson,3,1,,,,false,900,,480,300,533.333,1800,\"" + BASE + "\",,\n"
            + "io.serbench.bench.MediaBench.encode,media,,1,,encode,fastjson2,3,2.5,2.2,2.84,false,false,360,,470,290,1305.56,900,,4,\n"
            + "io.serbench.bench.MediaBench.encode,media,,1,,encode,protobuf,3,1.8,1.6,2.02,false,false,500,,210,180,420,700,,4,\n"
            + "io.serbench.bench.MediaBench.encode,media,,1,,encode,fastjson,3,0.7,0.6,0.82,false,false,1285.71,,482,301,374.889,2400,,4,\n"
            + "io.serbench.bench.MediaBench.encode,media,,1,,encode,jsoniter-6digits,3,1.2,0.6,2.4,true,true,750,,470,295,626.667,1500,,4,\n"
            + "io.serbench.bench.MediaBench.decode,media,,1,,decode,jackson,3,1,,,,false,1500,,480,300,320,2600,\"" + BASE + "\",,\n"
            + "io.serbench.bench.MediaBench.decode,media,,1,,decode,fastjson2,3,1.9,1.7,2.12,false,false,789.474,,470,290,595.333,2100,,4,\n"
            + "io.serbench.bench.MediaBench.decode,media,,1,,decode,protobuf,3,3.1,2.8,3.43,false,false,483.871,,210,180,434,1200,,4,true\n"
            + "io.serbench.bench.MediaBench.decode,media,,1,,decode,fastjson,3,1.05,0.95,1.16,true,false,1428.57,,482,301,337.4,2900,,4,\n"
            + "io.serbench.bench.IntBench.encode,int,,1,,encode,jackson,3,1,,,,false,86.33,,18.86,26.86,218.464,472.001,\"" + BASE + "\",,\n"
            + "io.serbench.bench.IntBench.encode,int,,1,,encode,protobuf,3,2.8,2.57,3.05,false,false,30.8321,,9.5,17.2,308.118,96,,4,\n"
            + "io.serbench.bench.IntBench.encode,int,,1,,encode,fastjson2,3,1.4,1.3,1.51,false,false,61.6643,,18.86,26.86,305.85,300,,4,\n"
            + "io.serbench.bench.IntBench.encode,int,,10,,encode,jackson,3,1,,,,false,410,,180.31,106.47,439.78,900,\"" + BASE + "\",,\n"
            + "io.serbench.bench.IntBench.encode,int,,10,,encode,protobuf,3,3.6,3.3,3.93,false,false,113.889,,60.2,58.1,528.585,144,,4,\n"
            + "io.serbench.bench.IntBench.encode,int,,10,,encode,fastjson2,3,1.6,1.4,1.83,false,false,256.25,,180.31,106.47,703.649,640,,4,\n"
            + "io.serbench.bench.MediaBench.encode,media,,1,,encode,jackson-blackbird,3,1.15,1.05,1.26,false,false,782.609,,480,300,613.333,1700,,4,\n"
            + "io.serbench.bench.MediaBench.decode,media,,1,,decode,jackson-blackbird,3,0.97,0.9,1.05,true,false,1546.39,,480,300,310.4,2500,,4,\n"
            + "io.serbench.bench.IntListBench.encode,list,int,10,,encode,jackson,3,1,,,,false,1200,,1520,1110,1266.67,4000,\"" + BASE + "\",,\n"
            + "io.serbench.bench.IntListBench.encode,list,int,10,,encode,protobuf,3,4.2,3.9,4.52,false,false,285.714,,410,400,1435,1200,,4,\n"
            + "io.serbench.bench.IntListBench.encode,list,int,10,,encode,fastjson2,3,2.1,1.9,2.32,false,false,571.429,,1520,1110,2660,2600,,4,\n"
            + "io.serbench.bench.IntListBench.encode,list,int,10,,encode,kryo,3,3,2.6,3.46,false,false,400,,430,420,1075,900,,4,\n"
            + "io.serbench.bench.IntListBench.encode,list,int,10,,encode,sbe,3,6.5,6,7.04,false,false,184.615,,440,440,2383.33,0.01,,4,\n"
            + "io.serbench.bench.IntListBench.decode,list,int,10,,decode,jackson,3,1,,,,false,2000,,1520,1110,760,5200,\"" + BASE + "\",,\n"
            + "io.serbench.bench.IntListBench.decode,list,int,10,,decode,protobuf,3,5.1,4.7,5.53,false,false,392.157,,410,400,1045.5,1700,,4,\n"
            + "io.serbench.bench.IntListBench.decode,list,int,10,,decode,fastjson2,3,1.75,1.55,1.98,false,false,1142.86,,1520,1110,1330,3100,,4,\n"
            + "io.serbench.bench.IntListBench.decode,list,int,10,,decode,kryo,3,1.1,0.85,1.42,true,false,1818.18,,430,420,236.5,2100,,4,\n"
            + "io.serbench.bench.IntListBench.decode,list,int,10,,decode,sbe,3,9.5,8.8,10.26,false,false,210.526,,440,440,2090,0.01,,4,\n"
            + "io.serbench.bench.DoubleListBench.decode,list,double,10,17,decode,jackson,3,1,,,,false,5000,,2780,1460,556,9000,\"" + BASE + "\",,\n"
            + "io.serbench.bench.DoubleListBench.decode,list,double,10,17,decode,protobuf,3,8,7.2,8.89,false,false,625,,810,700,1296,1600,,4,\n"
            + "io.serbench.bench.DoubleListBench.decode,list,double,10,17,decode,sbe,3,12,11,13.09,false,false,416.667,,840,840,2016,0.01,,4,\n"
            + "io.serbench.bench.DoubleListBench.decode,list,double,10,17,decode,fastjson2,3,1.3,1.2,1.41,false,false,3846.15,,2780,1460,722.8,7000,,4,\n"
            + "io.serbench.bench.IntBench.encode,int,,1,,encode,noop,3,,,,,false,1.25,,,,,0.00001,"
            + "\"harness cost: the benchmark loop alone, not a library\",,\n";

    /** The JDK 25 run: the same cells, other figures. */
    static final String RUN_25 = RUN_17.replace(",2.5,2.2,2.84,", ",2.0,1.9,2.11,").replace(",360,,470,", ",450,,470,")
            .replace(",1.8,1.6,2.02,", ",2.7,2.5,2.92,").replace(",500,,210,", ",333.333,,210,");

    static final String SERVICE_HEADER = "measure,scenario,fields,digits,direction,library,threads,forks,value,unit,ratio,ratio_low,"
            + "ratio_high,note\n";

    /**
     * The service conditions of the JDK 17 run, in the reporter's service.csv format: cold start on
     * media (first encode, first encode and decode), a warm-up row, and threads at 1 and 2 on media
     * (efficiency at 2 threads), for three of its libraries; protobuf has no threads figures.
     */
    static final String SERVICE_17 = SERVICE_HEADER
            + "cold,media,,,encode,jackson,1,5,322.455,ms,1,0.832865,1.20067,\n"
            + "cold,media,,,encode+decode,jackson,1,5,323.899,ms,1,0.876213,1.14128,\n"
            + "cold,media,,,encode,fastjson2,1,5,196.1,ms,1.64432,1.39661,1.93596,\n"
            + "cold,media,,,encode+decode,fastjson2,1,5,302.3,ms,1.07145,0.95,1.21,\n"
            + "cold,media,,,encode,protobuf,1,5,154.2,ms,2.09115,1.73,2.52,\n"
            + "cold,media,,,encode+decode,protobuf,1,5,141.0,ms,2.29716,2.03,2.61,\n"
            + "warmup,media,,,encode,jackson,1,3,150,ms,,,,settled in 3 of 3 forks; 400000 ops before\n"
            + "threads,media,,,encode,jackson,1,3,200000,ops/s,,,,\n"
            + "threads,media,,,encode,jackson,2,3,360000,ops/s,0.9,0.186993,4.33168,\n"
            + "threads,media,,,decode,jackson,1,3,100000,ops/s,,,,\n"
            + "threads,media,,,decode,jackson,2,3,150000,ops/s,0.75,0.6,0.95,\n"
            + "threads,media,,,encode,fastjson2,1,3,500000,ops/s,,,,\n"
            + "threads,media,,,encode,fastjson2,2,3,980000,ops/s,0.98,0.9,1.07,\n"
            + "threads-own-codec,media,,,encode,jackson,2,3,400000,ops/s,1,0.21,4.81,\n";

    /** ConsensusReport's consensus.csv columns. */
    static final String CONSENSUS_HEADER = "scenario,element,fields,digits,direction,library,host_family,runs,speedup,rerun_low,"
            + "rerun_high,reader_rounds,between_variance,pooled_variance,round_variance,df_between,df_within\n";

    /**
     * A consensus of two runs on one host family over cells of the JDK 17 run, with figures of a
     * real consensus.csv (its printed intervals for a rerun of 3 rounds as ConsensusReport wrote
     * them): fastjson2's int encode is told from Jackson by a rerun of 3 rounds (1.00475 to
     * 1.77498) but not by one of 1 round; fastjson's media encode likewise (up to 0.993678).
     */
    static final String CONSENSUS = CONSENSUS_HEADER
            + "int,,10,17,encode,fastjson2,amd-epyc-zen3-kvm,2,1.33545,1.00475,1.77498,3,0.0061818,0.00734111,0.0173109,15.7468,19.7966\n"
            + "int,,10,17,encode,protobuf,amd-epyc-zen3-kvm,2,6.65782,5.02364,8.8236,3,0.0061818,0.00716468,0.0166231,15.7468,19.7966\n"
            + "media,,1,17,encode,fastjson,amd-epyc-zen3-kvm,2,0.749718,0.565653,0.993678,3,0.0061818,0.00714146,0.0167397,15.7468,19.7966\n"
            + "media,,1,17,decode,protobuf,amd-epyc-zen3-kvm,2,2.96378,2.23886,3.92342,3,0.0061818,0.00708517,0.0163895,15.7468,19.7966\n";

    /** The default preset as the engine describes it in environment.properties. */
    static final String PRESET = "default: 3 round(s), fork 1, warmup 3×500 ms, measurement 3×400 ms (for publication: several rounds, "
            + "speedup intervals from the round-to-round spread)";

    private HandMadeRuns() {
    }

    /**
     * {@code csv} with the rerun columns: speedup ÷ and × {@code factor} on every row with an
     * interval of its own, empty elsewhere (the baseline, the harness).
     */
    static String withRerun(String csv, double factor) throws IOException {
        StringBuilder out = new StringBuilder();
        List<String> lines = csv.lines().toList();
        out.append(lines.get(0)).append(",rerun_low,rerun_high\n");
        List<CSVRecord> records = CSVFormat.DEFAULT.builder().setHeader().setSkipHeaderRecord(true).build()
                .parse(new StringReader(csv)).getRecords();
        for (int i = 0; i < records.size(); i++) {
            CSVRecord r = records.get(i);
            out.append(lines.get(i + 1));
            if (r.get("ci_low").isEmpty()) {
                out.append(",,\n");
            } else {
                double s = Double.parseDouble(r.get("speedup"));
                out.append(',').append(s / factor).append(',').append(s * factor).append('\n');
            }
        }
        return out.toString();
    }

    /** A consensus folder: {@code consensus.csv} alone, as the explorer reads one. */
    static Path writeConsensus(Path parent, String name, String consensusCsv) throws IOException {
        Path dir = Files.createDirectories(parent.resolve(name));
        Files.writeString(dir.resolve("consensus.csv"), consensusCsv);
        return dir;
    }

    static Path write(Path parent, String name, String csv, String javaVersion) throws IOException {
        return write(parent, name, csv, null, javaVersion);
    }

    /** A run folder with results.csv (unless {@code csv} is null) and service.csv (unless {@code service} is null). */
    static Path write(Path parent, String name, String csv, String service, String javaVersion) throws IOException {
        Path dir = Files.createDirectories(parent.resolve(name));
        if (csv != null) {
            Files.writeString(dir.resolve("results.csv"), csv);
        }
        if (service != null) {
            Files.writeString(dir.resolve("service.csv"), service);
        }
        Files.writeString(dir.resolve("environment.properties"), "java.version=" + javaVersion + "\njava.vendor=Debian\ncpu.model=AMD EPYC\n"
                + "cpu.cores=2\ndate=2026-01-01T00:00:00Z\nrounds=3\npreset=" + PRESET + "\n");
        return dir;
    }
}
