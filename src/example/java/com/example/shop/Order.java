package com.example.shop;

import java.io.Serializable;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The example payload's root class: an order as a web shop's API would send it. A JavaBean
 * (private fields, getters and setters), with what such DTOs hold: a nested object, a list of
 * nested objects, an enum, an {@link Instant}, money as {@link BigDecimal}, a field that is often
 * null and a map of free-form attributes. Not part of the suite: built into its own folder
 * (target/example-classes) to show a payload run on classes the suite has never seen.
 */
public class Order implements Serializable {
    private long id;
    private Customer customer;
    private List<OrderLine> lines = new ArrayList<>();
    private Status status;
    private Instant placedAt;
    private BigDecimal total;
    private String note;
    private Map<String, String> attributes = new LinkedHashMap<>();

    public long getId() {
        return id;
    }

    public void setId(long id) {
        this.id = id;
    }

    public Customer getCustomer() {
        return customer;
    }

    public void setCustomer(Customer customer) {
        this.customer = customer;
    }

    public List<OrderLine> getLines() {
        return lines;
    }

    public void setLines(List<OrderLine> lines) {
        this.lines = lines;
    }

    public Status getStatus() {
        return status;
    }

    public void setStatus(Status status) {
        this.status = status;
    }

    public Instant getPlacedAt() {
        return placedAt;
    }

    public void setPlacedAt(Instant placedAt) {
        this.placedAt = placedAt;
    }

    public BigDecimal getTotal() {
        return total;
    }

    public void setTotal(BigDecimal total) {
        this.total = total;
    }

    public String getNote() {
        return note;
    }

    public void setNote(String note) {
        this.note = note;
    }

    public Map<String, String> getAttributes() {
        return attributes;
    }

    public void setAttributes(Map<String, String> attributes) {
        this.attributes = attributes;
    }
}
